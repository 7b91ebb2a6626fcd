import { createTheme } from '@mantine/core';

export const theme = createTheme({
  primaryColor: 'union',
  colors: {
    // A deep union blue, readable in both themes.
    union: ['#e8f1fb', '#d0e0f3', '#a2bfe6', '#709cd9', '#4a7fce', '#316cc8', '#2362c6', '#1652af', '#0c489d', '#003d8b'],
  },
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  defaultRadius: 'md',
  breakpoints: { xs: '36em', sm: '48em', md: '62em', lg: '75em', xl: '88em' },
  components: {
    Tooltip: { defaultProps: { openDelay: 700, closeDelay: 0 } },
  },
});
