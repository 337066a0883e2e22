import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/react';
import '../../src/testing/i18n.ts';

// findBy*/waitFor poll until what they look for appears; their default 1 s gives up too early when CI's lanes share
// two cores (a standing-rules flag found in 200 ms alone was not found in 1 s beside lint and typecheck). A longer
// bound costs a passing test nothing: it only delays the report of one that fails.
configure({ asyncUtilTimeout: 5_000 });
