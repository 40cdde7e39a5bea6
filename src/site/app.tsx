import { HashRouter } from 'react-router';
import { RootLayout } from './components/root-layout.tsx';
import { useAddressCatchUp } from './lib/use-address-catch-up.ts';

/** The whole site: hash routing, so the paths work on any static host. */
export function App() {
  return (
    <HashRouter>
      <AddressCatchUp />
      <RootLayout />
    </HashRouter>
  );
}

function AddressCatchUp() {
  useAddressCatchUp();
  return null;
}
