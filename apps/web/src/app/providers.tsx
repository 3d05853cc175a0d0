import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import CloseIcon from '@mui/icons-material/Close';
import { CssBaseline, IconButton } from '@mui/material';
import { styled, ThemeProvider, type StorageManager } from '@mui/material/styles';
import { QueryClientProvider } from '@tanstack/react-query';
import {
  closeSnackbar,
  enqueueSnackbar,
  MaterialDesignContent,
  SnackbarProvider,
  type CustomContentProps,
} from 'notistack';
import { forwardRef, useState, type ReactNode } from 'react';
import rtlPlugin from 'stylis-plugin-rtl';
import {
  COLOR_SCHEME_KEY,
  readColorSchemeChoice,
  storeColorSchemeChoice,
  subscribeColorScheme,
  type ColorSchemeChoice,
} from '../lib/color-scheme.ts';
import { setNotifier } from '../lib/notify.ts';
import { text } from '../text/en.ts';
import { createQueryClient } from './query-client.ts';
import { useDocumentDirection } from './document-direction.ts';
import { themeFor } from './theme.ts';

// The api client and the live sockets toast through lib/notify: in the full app, notistack.
setNotifier((message, variant) => {
  const key = enqueueSnackbar(message, { variant });
  return () => closeSnackbar(key);
});

// Right to left, emotion writes MUI's styles mirrored (left becomes right, and so on).
const styleCaches = {
  ltr: createCache({ key: 'muiltr' }),
  rtl: createCache({ key: 'muirtl', stylisPlugins: [rtlPlugin] }),
};

// MUI keeps the light / dark / system choice in lib/color-scheme's store, which the lean entry
// and index.html's script read too; MUI's other keys (which light and dark scheme) are unused.
const colorSchemeStorage: StorageManager = ({ key }) =>
  key === COLOR_SCHEME_KEY
    ? {
        get: () => readColorSchemeChoice(),
        set: (value) => storeColorSchemeChoice(value as ColorSchemeChoice),
        subscribe: (handler) => subscribeColorScheme(() => handler(readColorSchemeChoice())),
      }
    : { get: (defaultValue) => defaultValue, set: () => {}, subscribe: () => () => {} };

/** Toasts: top right, at most 3, no duplicates; a click anywhere on one dismisses it. */
export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  const direction = useDocumentDirection();
  return (
    <CacheProvider value={styleCaches[direction]}>
      <ThemeProvider
        theme={themeFor(direction)}
        modeStorageKey={COLOR_SCHEME_KEY}
        storageManager={colorSchemeStorage}
        disableTransitionOnChange
      >
        <CssBaseline enableColorScheme />
        <SnackbarProvider
          maxSnack={3}
          preventDuplicate
          anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
          autoHideDuration={5000}
          Components={{
            default: DismissOnClick,
            success: DismissOnClick,
            error: DismissOnClick,
            warning: DismissOnClick,
            info: DismissOnClick,
          }}
          action={(key) => (
            <IconButton
              size="small"
              color="inherit"
              aria-label={text.common.close}
              onClick={() => closeSnackbar(key)}
            >
              <CloseIcon fontSize="small" />
            </IconButton>
          )}
        >
          <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
        </SnackbarProvider>
      </ThemeProvider>
    </CacheProvider>
  );
}

// notistack's own colours put white text on light green, blue and orange (contrast about 3:1):
// darker backgrounds, and dark text on the warning, reach WCAG AA's 4.5:1.
const ReadableContent = styled(MaterialDesignContent)(({ theme }) => ({
  '&.notistack-MuiContent-success': { backgroundColor: theme.palette.success.dark },
  '&.notistack-MuiContent-info': { backgroundColor: theme.palette.info.dark },
  '&.notistack-MuiContent-error': { backgroundColor: theme.palette.error.dark },
  '&.notistack-MuiContent-warning': {
    backgroundColor: theme.palette.warning.light,
    color: theme.palette.common.black,
  },
}));

// The transition animates the element holding the ref; the whole toast is the click target.
const DismissOnClick = forwardRef<HTMLDivElement, CustomContentProps>(function DismissOnClick(
  { style, ...props },
  ref,
) {
  return (
    <div ref={ref} style={{ ...style, cursor: 'pointer' }} onClick={() => closeSnackbar(props.id)}>
      <ReadableContent {...props} style={{}} />
    </div>
  );
});
