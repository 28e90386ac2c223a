import { Icon } from './icons';
import { useSignOut } from './useSignOut';

/** 'Keluar': the side menu's on a desktop, the Lainnya screen's on a phone. */
export function SignOutButton({ className }: { className: string }) {
  const signOut = useSignOut();
  return (
    <button type="button" className={`btn ${className} w-100`} onClick={signOut}>
      <Icon name="logout" size={20} />
      Keluar
    </button>
  );
}
