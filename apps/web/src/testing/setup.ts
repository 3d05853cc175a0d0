import { configure } from '@testing-library/react';

// Component tests render whole pages with MUI; on a loaded two-core CI machine the first render of
// a page can take seconds, so waiting for what a page shows gets more than the 1 s default.
configure({ asyncUtilTimeout: 5000 });
