import { type CSSVariablesResolver, createTheme, darken, luminance, type MantineTheme } from '@mantine/core';

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
    Notification: {
      defaultProps: { closeButtonProps: { 'aria-label': 'Dismiss notification' } },
      styles: { description: { color: 'var(--mantine-color-dimmed)' } },
    },
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
    ...readableLightVariants(t),
    // Mantine's placeholder (gray 5 on white, 2.1:1) is text a select or file input shows as its value.
    '--mantine-color-placeholder': '#6b7278',
    '--mantine-color-dimmed': t.colors.gray[7],
    '--mantine-color-error': t.colors.red[6],
    '--union-color-success': '#1e7b34',
  },
  dark: {
    '--mantine-color-dimmed': t.colors.dark[1],
    '--mantine-color-error': t.colors.red[4],
    // Dark 3 on an input's dark 6 is 2.5:1.
    '--mantine-color-placeholder': t.colors.dark[1],
    '--union-color-success': t.colors.green[5],
    // Union blue 4 is under 4.5:1 on a dark card; links take a lighter step.
    '--mantine-color-anchor': t.colors.union[2],
  },
});

const contrast = (a: string, b: string) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
};

/**
 * In the light theme Mantine writes a light badge or button in shade 9 on shade 1 (green 3.8:1, yellow 2.7:1) and an
 * outline one in the primary shade on white (gray 3.3:1). Status badges are read at a glance: every colour's light text
 * is shade 9 darkened 30 % (5:1 and more on its tint), and an outline under 4.5:1 on white takes shade 9 darkened 15 %.
 */
function readableLightVariants(t: MantineTheme): Record<string, string> {
  const variables: Record<string, string> = {};
  for (const [name, shades] of Object.entries(t.colors)) {
    variables[`--mantine-color-${name}-light-color`] = darken(shades[9], 0.3);
    if (contrast(shades[6], '#ffffff') < 4.5) variables[`--mantine-color-${name}-outline`] = darken(shades[9], 0.15);
  }
  return variables;
}
