import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy… and waitFor end as soon as the screen shows what they wait for; their
// default second is too short on a busy 2-core machine, where a stubbed read's
// answer and React's render can take longer to come.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => cleanup());
