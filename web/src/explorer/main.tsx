// The GraphQL explorer (GET /graphql from a browser): GraphiQL on its own page, bundled from npm like the member app
// but in a separate Vite entry, so its ~2 MB of editor never reaches a member's phone. Monaco's workers come from
// this origin (setup-workers/vite), never from a CDN.
import 'graphiql/setup-workers/vite';
import 'graphiql/style.css';
import './explorer.css';
import { GraphiQL } from 'graphiql';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { EXAMPLE_TABS } from './examples';
import { explorerFetcher } from './fetcher';
import { explorerStorage } from './storage';

const root = document.getElementById('explorer');
if (root) {
  createRoot(root).render(
    <StrictMode>
      {/* defaultTheme null: light or dark as the system says. Tabs and history live in this tab only, without
          headers (storage.ts): a token pasted in Headers is never stored. */}
      <GraphiQL
        fetcher={explorerFetcher}
        defaultTabs={EXAMPLE_TABS}
        defaultTheme={null}
        shouldPersistHeaders={false}
        showPersistHeadersSettings={false}
        storage={explorerStorage(sessionStorage)}
      >
        <GraphiQL.Logo>GraphQL Explorer</GraphiQL.Logo>
      </GraphiQL>
    </StrictMode>,
  );
}
