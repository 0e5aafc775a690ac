import { useLocation } from '@tanstack/react-router';
import { Icon } from '../../../ui/icons.tsx';
import { Modal } from '../../../ui/overlays/modal.tsx';
import { closeLoginDialog } from '../login-dialog.ts';
import { safeReturnPath } from '../return-path.ts';
import styles from './login-dialog.module.css';
import { SIGN_IN_INVITATION, SignInButtons } from './login-screen.tsx';

/**
 * The login dialog (spec section 2): the native app opens it with appLogin and closes it with appClose
 * (app/native-app/bridge.tsx). The same sign-in buttons as /login; after signing in the shopper comes
 * back to the page the dialog was opened on. Loaded only when it first opens (login-dialog-layer.tsx).
 */
export default function LoginDialog() {
  const here = useLocation({ select: (location) => location.href });
  const returnPath = safeReturnPath(here);
  return (
    <Modal
      labelledBy="login-dialog-title"
      describedBy="login-dialog-text"
      width={380}
      onDismiss={closeLoginDialog}
    >
      <div className={styles.dialog}>
        <button type="button" className={styles.close} aria-label="로그인 창 닫기" onClick={closeLoginDialog}>
          <Icon>
            <path d="M6 6l12 12M18 6L6 18" />
          </Icon>
        </button>
        <h2 id="login-dialog-title" className={styles.title}>
          로그인이 필요해요
        </h2>
        <p id="login-dialog-text" className={styles.text}>
          {SIGN_IN_INVITATION}
        </p>
        <div className={styles.buttons}>
          <SignInButtons returnPath={returnPath} />
        </div>
      </div>
    </Modal>
  );
}
