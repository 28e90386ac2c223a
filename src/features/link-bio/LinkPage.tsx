import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';

export default function LinkPage() {
  return (
    <div className="container py-5 text-center" style={{ maxWidth: 480 }}>
      <img src="/logo.svg" alt="Logo ONE GADGET" width={96} height={96} />
      <h1 className="h4 mt-3">ONE GADGET Bali</h1>
      <div className="d-grid gap-2 mt-4">
        <Link className="btn btn-light" to={paths.pricelist}>
          Pricelist
        </Link>
        <Link className="btn btn-light" to={paths.accessories}>
          Aksesoris
        </Link>
        <Link className="btn btn-light" to={paths.goodNews}>
          Promo
        </Link>
        <Link className="btn btn-light" to={paths.member.login}>
          Login Member
        </Link>
      </div>
    </div>
  );
}
