import { HashRouter } from 'react-router';
import { RootLayout } from './components/root-layout.tsx';

/** The whole site: hash routing, so the paths work on any static host. */
export function App() {
  return (
    <HashRouter>
      <RootLayout />
    </HashRouter>
  );
}
