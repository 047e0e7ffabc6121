"use client"
/**
 * The site header (spec section 2): brand, shop links, the role-dependent links (My Artworks,
 * Admin, Login / Account, Cart with its item count) and their hover menus. Below 900 px it
 * collapses to a Menu toggle. Role-dependent links wait for the account so none flash.
 */
import Link from "next/link"
import { usePathname, useRouter } from "next/navigation"
import { useEffect, useId, useState } from "react"
import { CartReview } from "@/components/cart/cart-review"
import { useCart } from "@/lib/cart/use-cart"
import { useAccount, useSessionActions } from "@/lib/session/use-account"
import { AdminOptionsSwitch } from "./admin-options-switch"
import { NavDropdown } from "./nav-dropdown"
import styles from "./site-header.module.css"

export const SHOP_NOW_LINKS = [
  { href: "/portraits", label: "Gallery" },
  { href: "/products/canvas", label: "Canvas" },
  { href: "/products/black-frame", label: "Black frame" },
  { href: "/products/walnut-frame", label: "Walnut frame" },
  { href: "/products/white-frame", label: "White frame" },
  { href: "/products/signed-artworks", label: "Signed artworks" },
] as const

export const ABOUT_LINKS = [
  { href: "/about", label: "About" },
  { href: "/guide", label: "Pet Portrait Guide" },
  { href: "/faq", label: "FAQ" },
] as const

export const ADMIN_LINKS = [
  { href: "/admin/orders", label: "Orders" },
  { href: "/admin/tasks", label: "Tasks" },
  { href: "/admin/stats", label: "Statistics" },
  { href: "/admin/surveys", label: "Surveys" },
  { href: "/admin?createStyle=1", label: "Create style" },
] as const

export function SiteHeader() {
  const { data: account, isError } = useAccount()
  const { data: cart } = useCart(!!account)
  const { logout } = useSessionActions()
  const router = useRouter()
  const pathname = usePathname()
  const [menuOpen, setMenuOpen] = useState(false)
  const mobileId = useId()

  // A followed link closes the mobile menu (on the render that sees the new path).
  const [menuPath, setMenuPath] = useState(pathname)
  if (pathname !== menuPath) {
    setMenuPath(pathname)
    setMenuOpen(false)
  }
  useEffect(() => {
    if (!menuOpen) return
    const onKey = (e: KeyboardEvent) => e.key === "Escape" && setMenuOpen(false)
    document.addEventListener("keydown", onKey)
    return () => document.removeEventListener("keydown", onKey)
  }, [menuOpen])

  // Unknown until the account arrives; a failed fetch is treated as a visitor.
  const known = !!account || isError
  const loggedIn = !!account && !account.isTemp
  const isAdmin = !!account?.isAdmin
  const itemCount = cart?.itemCount ?? 0

  const logOut = async () => {
    setMenuOpen(false)
    await logout()
    router.push("/")
  }

  const badge = itemCount > 0 && (
    <span className={styles.badge} data-testid="cart-badge">
      {itemCount}
      <span className="visually-hidden"> {itemCount === 1 ? "item" : "items"}</span>
    </span>
  )

  return (
    <header className={styles.header} data-testid="site-header">
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <div className={styles.bar}>
        <Link href="/" className={styles.brand}>
          <PawIcon />
          <span>Custom Pet Portraits</span>
        </Link>

        <nav aria-label="Main" className={styles.desktopNav}>
          <ul className={styles.navList}>
            <li>
              <Link href="/pet-portraits" className={styles.navLink}>
                Pet Portraits
              </Link>
            </li>
            <li>
              <NavDropdown label="Shop Now" toggleLabel="Shop Now menu" testId="menu-shop-now">
                <LinkList links={SHOP_NOW_LINKS} />
              </NavDropdown>
            </li>
            <li>
              <NavDropdown label="Our Story" href="/about" toggleLabel="About menu" testId="menu-about">
                <LinkList links={ABOUT_LINKS} />
              </NavDropdown>
            </li>
          </ul>

          {known && (
            <ul className={`${styles.navList} ${styles.roleLinks}`} data-testid="header-account-links">
              {loggedIn && (
                <li>
                  <Link href="/my-artworks/1/" className={styles.navLink}>
                    My Artworks
                  </Link>
                </li>
              )}
              {isAdmin && account && (
                <li>
                  <NavDropdown label="Admin" href="/admin" toggleLabel="Admin menu" align="right" testId="menu-admin">
                    <LinkList links={ADMIN_LINKS} />
                    <div className={styles.panelDivider} />
                    <AdminOptionsSwitch account={account} />
                  </NavDropdown>
                </li>
              )}
              {loggedIn ? (
                <li>
                  <NavDropdown label="Account" href="/account" toggleLabel="Account menu" align="right" testId="menu-account">
                    <ul className={styles.panelList}>
                      <li>
                        <Link href="/account">View my Account</Link>
                      </li>
                      <li>
                        <Link href="/account/orders">My Orders</Link>
                      </li>
                      <li>
                        <button type="button" onClick={logOut}>
                          Log out
                        </button>
                      </li>
                    </ul>
                  </NavDropdown>
                </li>
              ) : (
                <li>
                  <Link href="/sign-in" className={styles.navLink}>
                    Login
                  </Link>
                </li>
              )}
              {itemCount > 0 && (
                <li>
                  <NavDropdown
                    label={
                      <>
                        <CartIcon />
                        Cart
                        {badge}
                      </>
                    }
                    href="/cart"
                    toggleLabel="Cart menu"
                    align="right"
                    minWidth={350}
                    testId="menu-cart"
                    mountWhenOpen
                  >
                    <div className={styles.cartPanel}>
                      <CartReview compact />
                    </div>
                  </NavDropdown>
                </li>
              )}
            </ul>
          )}
        </nav>

        <div className={styles.mobileBar}>
          {known && itemCount > 0 && (
            <Link href="/cart" className={styles.mobileCart} aria-label={`Cart, ${itemCount} ${itemCount === 1 ? "item" : "items"}`}>
              <CartIcon />
              <span className={styles.badge} aria-hidden="true">
                {itemCount}
              </span>
            </Link>
          )}
          <button
            type="button"
            className={styles.menuToggle}
            aria-label="Menu"
            aria-expanded={menuOpen}
            aria-controls={mobileId}
            onClick={() => setMenuOpen((o) => !o)}
            data-testid="menu-toggle"
          >
            <MenuIcon open={menuOpen} />
          </button>
        </div>
      </div>

      <nav id={mobileId} aria-label="Mobile" className={styles.mobileNav} hidden={!menuOpen}>
        <ul>
          <li>
            <Link href="/pet-portraits">Pet Portraits</Link>
          </li>
          <li>
            <Link href="/portraits">Gallery</Link>
          </li>
          <li>
            <Link href="/about">Our Story</Link>
          </li>
          <li>
            <Link href="/guide">Pet Portrait Guide</Link>
          </li>
          <li>
            <Link href="/faq">FAQ</Link>
          </li>
          {known && loggedIn && (
            <>
              <li className={styles.mobileSeparator}>
                <Link href="/my-artworks/1/">My Artworks</Link>
              </li>
              <li>
                <Link href="/account">My account</Link>
              </li>
              <li>
                <Link href="/cart">Cart {badge}</Link>
              </li>
              {isAdmin && (
                <li>
                  <Link href="/admin">Admin</Link>
                </li>
              )}
              <li>
                <button type="button" onClick={logOut}>
                  Log out
                </button>
              </li>
            </>
          )}
          {known && !loggedIn && (
            <>
              {itemCount > 0 && (
                <li className={styles.mobileSeparator}>
                  <Link href="/cart">Cart {badge}</Link>
                </li>
              )}
              <li className={itemCount > 0 ? undefined : styles.mobileSeparator}>
                <Link href="/sign-up">Register</Link>
              </li>
              <li>
                <Link href="/sign-in">Login</Link>
              </li>
            </>
          )}
        </ul>
      </nav>
    </header>
  )
}

function LinkList({ links }: { links: ReadonlyArray<{ href: string; label: string }> }) {
  return (
    <ul className={styles.panelList}>
      {links.map((l) => (
        <li key={l.href}>
          <Link href={l.href}>{l.label}</Link>
        </li>
      ))}
    </ul>
  )
}

function PawIcon() {
  return (
    <svg className={styles.brandIcon} viewBox="0 0 32 32" width="28" height="28" aria-hidden="true">
      <circle cx="16" cy="16" r="16" fill="var(--accent)" />
      <g fill="#fff">
        <ellipse cx="16" cy="20.5" rx="5.2" ry="4.3" />
        <ellipse cx="9.6" cy="14.6" rx="2.1" ry="2.7" />
        <ellipse cx="13.4" cy="10.4" rx="2.1" ry="2.8" />
        <ellipse cx="18.6" cy="10.4" rx="2.1" ry="2.8" />
        <ellipse cx="22.4" cy="14.6" rx="2.1" ry="2.7" />
      </g>
    </svg>
  )
}

function CartIcon() {
  return (
    <svg className={styles.icon} viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
      <path
        d="M3 4h2l2.2 10.2a1.5 1.5 0 0 0 1.5 1.2h8.6a1.5 1.5 0 0 0 1.5-1.1L20.5 8H6.2"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.7"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <circle cx="9.5" cy="19.5" r="1.4" fill="currentColor" />
      <circle cx="17" cy="19.5" r="1.4" fill="currentColor" />
    </svg>
  )
}

function MenuIcon({ open }: { open: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
      {open ? (
        <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      ) : (
        <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      )}
    </svg>
  )
}
