import { BrowserRouter } from 'react-router';
import { RootLayout } from './components/root-layout.tsx';
import { routerBasename } from './lib/base-path.ts';

/** The whole site in the browser: real addresses, below the build's base path. */
export function App() {
  return (
    <BrowserRouter basename={routerBasename}>
      <RootLayout />
    </BrowserRouter>
  );
}
