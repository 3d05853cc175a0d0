/** The frames around the lean screens: the public header (join flow) and the student's header. */
import type { ReactNode } from 'react';
import { LanguageSelect } from '../components/language-select.tsx';
import { Logo } from '../components/logo.tsx';
import { ThemeSelect } from '../components/theme-select.tsx';
import { paths } from '../lib/paths.ts';
import { homePathFor } from '../lib/session.ts';
import { storage } from '../lib/storage.ts';
import { text } from '../text/en.ts';
import { Icon } from './icons.tsx';
import { AppLink } from './ui.tsx';

function Footer() {
  return (
    <footer className="l-footer">
      <span>{text.footer.copyright(new Date().getFullYear())}</span>
      <AppLink to={paths.privacyPolicy}>{text.footer.privacyPolicy}</AppLink>
      <AppLink to={paths.termsAndConditions}>{text.footer.terms}</AppLink>
      <ThemeSelect />
      <LanguageSelect />
    </footer>
  );
}

function HomeLink({ to, hideNameOnPhones }: { to: string; hideNameOnPhones?: boolean }) {
  return (
    <AppLink to={to} className="l-home" aria-label={text.common.homeLink}>
      <Logo size={32} />
      <span className={hideNameOnPhones ? 'l-product l-hide-xs' : 'l-product'}>
        {text.common.productName}
      </span>
    </AppLink>
  );
}

/**
 * The join flow's frame: the product name (to the About page, or a signed-in user's home), the
 * page, the footer.
 */
export function JoinFrame({ children }: { children: ReactNode }) {
  const role = storage.getToken() ? storage.getRole() : null;
  return (
    <div className="l-frame">
      <header className="l-bar">
        <HomeLink to={role ? homePathFor(role) : paths.about} />
      </header>
      <main id="main" className="l-main l-container">
        {children}
      </main>
      <Footer />
    </div>
  );
}

export interface StudentHeaderProps {
  /** The menu button: the full app takes over and opens its menu. */
  onOpenMenu: () => void;
  /** Shown right of the product name ("Live", "Who am I?"). */
  actions?: ReactNode;
  /** The breadcrumb under the header. */
  breadcrumb?: ReactNode;
}

/** A signed-in student's frame, as the full app's shell draws it on a phone. */
export function StudentFrame({
  onOpenMenu,
  actions,
  breadcrumb,
  children,
}: StudentHeaderProps & { children: ReactNode }) {
  return (
    <div className="l-frame">
      <header className="l-bar">
        <button
          type="button"
          className="l-icon-button l-menu-button"
          aria-label={text.nav.openMenu}
          onClick={onOpenMenu}
        >
          <Icon name="menu" />
        </button>
        <HomeLink to={homePathFor('STUDENT')} hideNameOnPhones />
        <span className="l-grow" />
        {actions}
      </header>
      <main id="main" className="l-main">
        {breadcrumb}
        {children}
      </main>
      <Footer />
    </div>
  );
}
