import { configure } from '@testing-library/dom';

// The suite runs on small, busy machines (2 cores, Chromium and PostgreSQL beside it): a screen that
// appears after a lazy import or a fake server's answer gets up to 5 s (Testing Library's default is
// 1 s). A test that waits for something that never comes still fails, only later.
configure({ asyncUtilTimeout: 5000 });
