import '@testing-library/jest-dom/vitest';
import '../../src/testing/i18n.ts';
