// Testing Library's findBy… queries and waitFor give up after 1 s by default. A page's lazy parts (the
// sanitiser, the Markdown renderer, the editor) and antd's first render can take longer than that on a
// busy 2-core machine, which failed suites that pass on a quiet one; 5 s keeps every wait bounded.
// Set after the test framework (Jest's `setupFilesAfterEnv`), so Testing Library still registers its
// cleanup after each test.
import { configure } from '@testing-library/react';

configure({ asyncUtilTimeout: 5_000 });
