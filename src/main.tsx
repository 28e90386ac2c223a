import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { createAppRouter } from './app/router';
import { ConfigErrorPage } from './app/ConfigErrorPage';
import { envResult } from './config/env';
import { startAppCheck } from './firebase/app-check';
import './styles/main.scss';

const root = createRoot(document.getElementById('root')!);

function render() {
  root.render(
    <StrictMode>
      {envResult.ok ? (
        <RouterProvider router={createAppRouter()} />
      ) : (
        <ConfigErrorPage missing={envResult.missing} />
      )}
    </StrictMode>,
  );
}

// App Check must be in place before the first Firestore request; without a site key this resolves at once.
if (envResult.ok) void startAppCheck().finally(render);
else render();
