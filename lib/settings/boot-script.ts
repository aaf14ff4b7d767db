import { settingsKey } from "./settings";

/**
 * An inline script run before the first paint: it puts the stored settings (or the defaults) on <html> so the
 * page does not flash the defaults (size, collapsed sidebar, theme) before React hydrates. Mirrors
 * documentState(); the palette is stored precomputed, so no colour maths is needed here.
 */
export const settingsBootScript = `(function(){var r=document.documentElement,s=null;try{s=JSON.parse(localStorage.getItem(${JSON.stringify(settingsKey)})||"null")}catch(e){}if(!s||typeof s!=="object")s={};var z=["default","medium","small","mini"];r.setAttribute("data-size",z.indexOf(s.size)>=0?s.size:"default");r.setAttribute("data-sidebar",s.sidebarCollapsed===true?"collapsed":"open");r.setAttribute("data-tags-view",s.tagsView===false?"off":"on");r.setAttribute("data-fixed-header",s.fixedHeader===false?"off":"on");r.setAttribute("data-sidebar-logo",s.sidebarLogo===false?"off":"on");var p=s.palette,h=/^#[0-9a-fA-F]{6}$/;if(p&&h.test(p.theme)&&h.test(p.primary)&&h.test(p.onDark)){r.style.setProperty("--theme",p.theme);r.style.setProperty("--primary",p.primary);r.style.setProperty("--theme-on-dark",p.onDark)}})();`;
