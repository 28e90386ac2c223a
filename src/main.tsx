import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { createAppRouter } from './app/router';
import { ConfigErrorPage } from './app/ConfigErrorPage';
import { envResult } from './config/env';
import './styles/main.scss';

const root = createRoot(document.getElementById('root')!);

root.render(
  <StrictMode>
    {envResult.ok ? (
      <RouterProvider router={createAppRouter()} />
    ) : (
      <ConfigErrorPage missing={envResult.missing} />
    )}
  </StrictMode>,
);
