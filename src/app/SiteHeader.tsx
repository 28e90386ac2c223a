import { useState } from 'react';
import Container from 'react-bootstrap/Container';
import Nav from 'react-bootstrap/Nav';
import Navbar from 'react-bootstrap/Navbar';
import { Link, NavLink } from 'react-router-dom';
import { navLinks, paths } from '../config/paths';

export function SiteHeader() {
  const [expanded, setExpanded] = useState(false);
  const close = () => setExpanded(false);

  return (
    <Navbar
      as="header"
      bg="dark"
      data-bs-theme="dark"
      expand="lg"
      sticky="top"
      expanded={expanded}
      onToggle={setExpanded}
      className="site-navbar shadow-sm"
    >
      <Container>
        <Navbar.Brand
          as={Link}
          to={paths.home}
          onClick={close}
          className="d-flex align-items-center gap-2 fw-bold"
        >
          <img src="/logo.svg" alt="" width={60} height={60} className="site-logo" />
          <span>ONE GADGET</span>
        </Navbar.Brand>
        <Navbar.Toggle aria-controls="site-nav" aria-expanded={expanded} label="Buka menu navigasi" />
        <Navbar.Collapse id="site-nav">
          <Nav as="nav" aria-label="Navigasi utama" className="ms-auto">
            {navLinks.map((l) => (
              <Nav.Link key={l.to} as={NavLink} to={l.to} end={l.to === paths.home} onClick={close}>
                {l.label}
              </Nav.Link>
            ))}
          </Nav>
        </Navbar.Collapse>
      </Container>
    </Navbar>
  );
}
