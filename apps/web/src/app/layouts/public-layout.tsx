import { AppBar, Box, Button, Container, Toolbar, Typography } from '@mui/material';
import { Suspense } from 'react';
import { Link, Outlet } from 'react-router';
import { Footer } from '../../components/footer.tsx';
import { Logo } from '../../components/logo.tsx';
import { PageLoader } from '../../components/page-loader.tsx';
import { paths } from '../../lib/paths.ts';
import { text } from '../../text/en.ts';

export function PublicLayout() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <AppBar
        position="sticky"
        color="default"
        elevation={0}
        sx={{ borderBottom: 1, borderColor: 'divider' }}
      >
        <Toolbar>
          <Button
            component={Link}
            to={paths.about}
            color="inherit"
            aria-label={text.common.homeLink}
            startIcon={<Logo size={32} />}
            sx={{ textTransform: 'none' }}
          >
            <Typography variant="h6" component="span" sx={{ fontWeight: 700 }}>
              {text.common.productName}
            </Typography>
          </Button>
        </Toolbar>
      </AppBar>
      <Container component="main" id="main" maxWidth="md" sx={{ flex: 1, py: { xs: 2, md: 4 } }}>
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </Container>
      <Footer />
    </Box>
  );
}
