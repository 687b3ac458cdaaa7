import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { site } from 'virtual:explorer-catalogue';
import { App } from './app.tsx';
import { returnSignInRedirect } from './auth/sign-in-window.ts';
import { ExplorerProvider } from './store/explorer-provider.tsx';
import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('explorer: #root is missing from index.html');
// A sign-in window that came back here hands its address to the explorer that opened it, and closes.
if (!returnSignInRedirect(window))
  createRoot(container).render(
    <StrictMode>
      <ExplorerProvider environment={{ liveUrl: site.target }}>
        <App />
      </ExplorerProvider>
    </StrictMode>,
  );
