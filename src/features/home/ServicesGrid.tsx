import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { ExternalLink } from '../../ui/ExternalLink';
import { BagIcon, CalculatorIcon, ListIcon, RepairIcon } from './icons';

interface Service {
  title: string;
  text: string;
  icon: ReactNode;
  to?: string;
  href?: string;
}

/** Four ways in: calculator, repair status, price list, and the external shop. */
export function ServicesGrid({ shopUrl }: { shopUrl: string }) {
  const services: Service[] = [
    {
      title: 'Kalkulator Harga',
      text: 'Hitung estimasi tukar tambah atau harga jual HP kamu.',
      icon: <CalculatorIcon />,
      to: paths.calculator,
    },
    {
      title: 'Cek Servisan',
      text: 'Lacak status perbaikan dengan kode servis kamu.',
      icon: <RepairIcon />,
      to: paths.repairStatus,
    },
    {
      title: 'Pricelist',
      text: 'Harga HP, laptop, Mac, biaya servis, dan sparepart.',
      icon: <ListIcon />,
      to: paths.pricelist,
    },
    {
      title: 'Toko Online',
      text: 'Belanja gadget dan aksesoris di marketplace kami.',
      icon: <BagIcon />,
      href: shopUrl,
    },
  ];

  return (
    <section className="container my-5" aria-labelledby="services-title">
      <h2 id="services-title" className="mb-3">
        Layanan Kami
      </h2>
      <ul className="row row-cols-2 row-cols-lg-4 g-3 list-unstyled mb-0">
        {services.map((s) => {
          const body = (
            <>
              <span className="service-icon mb-3">{s.icon}</span>
              <span className="service-title d-block mb-1">{s.title}</span>
              <span className="small text-body-secondary d-block">{s.text}</span>
            </>
          );
          return (
            <li className="col" key={s.title}>
              {s.to ? (
                <Link to={s.to} className="service-card card h-100 p-3">
                  {body}
                </Link>
              ) : (
                <ExternalLink href={s.href} className="service-card card h-100 p-3">
                  {body}
                </ExternalLink>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
