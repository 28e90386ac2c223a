import { useState } from 'react';
import { ListSearch } from '../core/ListSearch';
import { Link } from 'react-router';
import { LoadView } from '../../../ui/LoadView';
import { useLoad } from '../../../ui/useLoad';
import { ShowMore } from '../../../ui/ShowMore';
import { usePaged } from '../../../ui/usePaged';
import { MEMBER_CONTENT } from '../core/schema';
import { ScreenHeader } from '../shell/ScreenHeader';
import { listMembers } from '../core/members-api';
import { memberDetails, searchMembers, type MemberRow } from '../core/members';
import { adminPaths } from '../../../config/admin-paths';

const PAGE = 50;

function Members({ members }: { members: MemberRow[] }) {
  const [search, setSearch] = useState('');
  const found = searchMembers(members, search);
  const [count, more] = usePaged(PAGE, search);
  return (
    <>
      <ListSearch
        id="cari-member"
        label="Cari member"
        placeholder="Cari nama, WhatsApp atau e-mail..."
        value={search}
        onChange={setSearch}
        found={found.length}
        total={members.length}
        noun="member"
      />
      <ul className="list-group mb-3">
        {found.slice(0, count).map((m) => (
          <li key={m.id} className="list-group-item py-3" data-testid="member-row">
            <div className="fw-semibold text-break">
              {m.nama || 'Tanpa nama'}
              {m.admin && <span className="badge text-bg-dark ms-2">admin</span>}
            </div>
            <div className="small text-body-secondary">
              {memberDetails(m).map((line) => (
                <span key={line} className="me-3 d-inline-block text-break">
                  {line}
                </span>
              ))}
            </div>
          </li>
        ))}
      </ul>
      <ShowMore shown={Math.min(count, found.length)} total={found.length} onMore={more} />
    </>
  );
}

/** /admin/member: what members see (notifications, coupons, rewards) and who the members are, read-only. */
export default function MembersPage() {
  const members = useLoad(listMembers, 'members');
  return (
    <section className="container py-4">
      <ScreenHeader
        title="Member"
        action={{ to: adminPaths.record('notifikasi', 'baru'), label: 'Kirim notifikasi', icon: 'send' }}
      />
      <section className="mb-4" aria-labelledby="konten-member">
        <h2 id="konten-member" className="h5 mb-3">
          Konten member
        </h2>
        <div className="list-group admin-links">
          {MEMBER_CONTENT.map((s) => (
            <Link
              key={s.collection}
              to={adminPaths.collection(s.collection)}
              className="list-group-item list-group-item-action"
            >
              {s.title}
            </Link>
          ))}
          <Link to={adminPaths.pointsRate} className="list-group-item list-group-item-action">
            Poin member
          </Link>
        </div>
      </section>
      <section aria-labelledby="daftar-member">
        <h2 id="daftar-member" className="h5 mb-3">
          Daftar member
        </h2>
        <LoadView
          load={members}
          loading="Memuat member..."
          error="Daftar member gagal dimuat."
          empty="Belum ada member."
        >
          {(list) => <Members members={list} />}
        </LoadView>
      </section>
    </section>
  );
}
