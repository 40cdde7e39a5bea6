// The theme's boot script, inlined in every page's <head> so a stored choice
// is applied before the first paint: no flash of the other theme.
import { applyThemeChoice, readThemeChoice } from './theme.ts';

applyThemeChoice(readThemeChoice());
