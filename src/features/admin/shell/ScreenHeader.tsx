import { useContext, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { Link } from 'react-router';
import { usePageTitle } from '../../../ui/usePageTitle';
import { Icon, type IconName } from './icons';
import { ScreenSlot } from './screen-slot';

export interface MainAction {
  to: string;
  label: string;
  icon?: IconName;
  /**
   * false: on a phone the action is the first thing in the page, not floating over
   * it (a screen of cards with no end of a list to float over: the dashboard).
   */
  floats?: boolean;
}

/**
 * A screen's head, shown in the admin's top bar: back to where it came from (where
 * that makes sense), its title as the page's h1, 'Muat ulang' and the screen's main
 * action — at the top on a desktop, a big button above the tab bar on a phone (CSS:
 * .admin-main-action). Sets the document's title too.
 */
export function ScreenHeader({
  title,
  back,
  onReload,
  action,
  children,
}: {
  title: string;
  back?: { to: string; label: string };
  onReload?: () => void;
  action?: MainAction;
  /** More of the screen's tools, after 'Muat ulang'. */
  children?: ReactNode;
}) {
  usePageTitle(title);
  const slot = useContext(ScreenSlot);
  const head = (
    <>
      {back && (
        <Link to={back.to} className="admin-back" aria-label={`Kembali ke ${back.label}`}>
          <Icon name="back" />
          <span className="admin-back-label">{back.label}</span>
        </Link>
      )}
      <h1 className="admin-title">{title}</h1>
      {onReload && (
        <button type="button" className="btn admin-tool" aria-label="Muat ulang" onClick={onReload}>
          <Icon name="reload" />
          <span className="admin-tool-label">Muat ulang</span>
        </button>
      )}
      {children}
      {action &&
        (action.floats === false ? (
          <Link to={action.to} className="btn btn-primary btn-lg admin-head-action admin-desktop-only">
            <Icon name={action.icon ?? 'plus'} />
            {action.label}
          </Link>
        ) : (
          <Link to={action.to} className="btn btn-primary btn-lg admin-main-action">
            <Icon name={action.icon ?? 'plus'} />
            {action.label}
          </Link>
        ))}
    </>
  );
  // In the page on a phone: within reach at the top, covering nothing as the page scrolls.
  const inPage = action?.floats === false && (
    <Link to={action.to} className="btn btn-primary btn-lg w-100 mb-4 admin-page-action admin-phone-only">
      <Icon name={action.icon ?? 'plus'} />
      {action.label}
    </Link>
  );
  return (
    <>
      {slot ? createPortal(head, slot) : <div className="admin-head-inline">{head}</div>}
      {inPage}
    </>
  );
}
