import CloseIcon from '@mui/icons-material/Close';
import { CssBaseline, IconButton } from '@mui/material';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider } from '@tanstack/react-query';
import {
  closeSnackbar,
  MaterialDesignContent,
  SnackbarProvider,
  type CustomContentProps,
} from 'notistack';
import { forwardRef, useState, type ReactNode } from 'react';
import { text } from '../text/en.ts';
import { createQueryClient } from './query-client.ts';
import { theme } from './theme.ts';

/** Toasts: top right, at most 3, no duplicates; a click anywhere on one dismisses it. */
export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
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
  );
}

// The transition animates the element holding the ref; the whole toast is the click target.
const DismissOnClick = forwardRef<HTMLDivElement, CustomContentProps>(function DismissOnClick(
  { style, ...props },
  ref,
) {
  return (
    <div ref={ref} style={{ ...style, cursor: 'pointer' }} onClick={() => closeSnackbar(props.id)}>
      <MaterialDesignContent {...props} style={{}} />
    </div>
  );
});
