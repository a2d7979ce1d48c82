/** The community promo modal (spec §1): configured social, chat, website and video links, and 'Trade $ARMY now'. */
import { COMMUNITY_TRADE_LINK } from '@horizon/core';
import { APP_CONFIG } from '../../services/config.js';
import { displayHost } from '../../lib/safe-url.js';
import { Modal } from '../../ui/Modal.js';
import { AppLink } from '../../ui/AppLink.js';

export function CommunityPopup({ onClose }: { onClose: () => void }) {
  const { communityLinks, communityTradeHref } = APP_CONFIG;
  return (
    <Modal title="Join the Horizon community" onClose={onClose}>
      <p className="muted">News, launches and trading talk from the people building on Horizon.</p>
      {communityLinks.length > 0 ? (
        <ul className="community-links">
          {communityLinks.map((link) => (
            <li key={link.kind}>
              <a href={link.href} target="_blank" rel="noopener noreferrer nofollow">
                <span>{link.label}</span>
                <span className="muted">{displayHost(link.href)}</span>
              </a>
            </li>
          ))}
        </ul>
      ) : (
        <p className="muted">Community links are not configured on this server.</p>
      )}
      <AppLink to={communityTradeHref} className="btn btn-primary btn-block" onClick={onClose}>
        {COMMUNITY_TRADE_LINK}
      </AppLink>
    </Modal>
  );
}
