import { type CSSVariablesResolver, createTheme } from '@mantine/core';

export const theme = createTheme({
  primaryColor: 'union',
  colors: {
    // A deep union blue, readable in both themes.
    union: ['#e8f1fb', '#d0e0f3', '#a2bfe6', '#709cd9', '#4a7fce', '#316cc8', '#2362c6', '#1652af', '#0c489d', '#003d8b'],
    // Mantine's red moved two steps darker from shade 5 on: white on its red 6 (filled buttons, badges) is 3.3:1,
    // on this red 6 5.6:1, and a light button's red text reads on its tint too.
    red: ['#fff5f5', '#ffe3e3', '#ffc9c9', '#ffa8a8', '#ff8787', '#e03131', '#c92a2a', '#b02525', '#9c2020', '#861b1b'],
  },
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  defaultRadius: 'md',
  breakpoints: { xs: '36em', sm: '48em', md: '62em', lg: '75em', xl: '88em' },
  components: {
    Tooltip: { defaultProps: { openDelay: 700, closeDelay: 0 } },
    // A toast's message under its title is Mantine's gray 6 (light) / dark 2 (dark): under 4.5:1. The app's dimmed is not.
    Notification: { styles: { description: { color: 'var(--mantine-color-dimmed)' } } },
  },
});

/**
 * WCAG AA asks 4.5:1 of text. Mantine's dimmed text (gray 6 on white, dark 2 on dark) and error red (red 6 on white,
 * red 8 on dark) fall short, so each is one step stronger in its theme, as are links on dark; `--union-color-success` is the green that
 * passes for status text ('Saved'). They stay secondary, and readable in the glare on the ramp.
 */
export const cssVariablesResolver: CSSVariablesResolver = (t) => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': t.colors.gray[7],
    '--mantine-color-error': t.colors.red[6],
    '--union-color-success': '#1e7b34',
  },
  dark: {
    '--mantine-color-dimmed': t.colors.dark[1],
    '--mantine-color-error': t.colors.red[4],
    '--union-color-success': t.colors.green[5],
    // Union blue 4 is under 4.5:1 on a dark card; links take a lighter step.
    '--mantine-color-anchor': t.colors.union[2],
  },
});
