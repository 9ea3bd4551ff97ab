import type { StoreView } from '../load-context';

export function StoreHeader({ store }: { store: StoreView }) {
  return (
    <>
      {store.announcement?.text ? (
        <section className="announcement" aria-label="Announcement">
          {store.announcement.href ? (
            <a href={store.announcement.href}>{store.announcement.text}</a>
          ) : (
            store.announcement.text
          )}
        </section>
      ) : null}
      <header className="store-header">
        <a className="store-logo" href="/" aria-label={`${store.companyName} home`}>
          {store.logo ? (
            <img src={store.logo} alt={store.companyName} width={225} height={40} />
          ) : (
            <span className="store-name">{store.companyName}</span>
          )}
        </a>
        <nav aria-label="Main menu">
          <ul className="main-menu">
            {store.mainMenu.map((item) => (
              <li key={item.href + item.text}>
                <a href={item.href}>{item.text}</a>
                {item.submenu && item.submenu.length > 0 ? (
                  <ul className="sub-menu">
                    {item.submenu.map((child) => (
                      <li key={child.href + child.text}>
                        <a href={child.href}>{child.text}</a>
                      </li>
                    ))}
                  </ul>
                ) : null}
              </li>
            ))}
          </ul>
        </nav>
      </header>
    </>
  );
}
