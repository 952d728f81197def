// The about page's words as the site starts with them, its photo a render with the render's alt
// text from the images' manifest: stored on a new database's first start, then edited at
// /office/about. The figures come from the business facts in common/site.ts, as of that first start.
import { claimText, inWords, site, yearsInBusiness } from "#common/site.ts";
import type { SeedItem } from "../collection.ts";
import { ABOUT_SLUG, type AboutData } from "../about.ts";
import { seedPicture } from "./pictures.ts";

const { founded, family } = site;
/** The years before the move south, and the decades since the founding, in words. */
const newEnglandYears = inWords(founded.florida - founded.newEngland);
const decades = inWords(Math.floor(yearsInBusiness() / 10));

export const aboutPage = {
  // Massachusetts and Orlando are both on the East Coast: the move was north to south.
  title: `A family of builders: ${inWords(family.generations)} generations, from New England to Central Florida`,
  intro:
    "We are the Whitcombs: builders, designers and cabinetmakers who believe a renovation should leave a house better built than we found it.",
  familyTitle: "Meet the family",
  family: [
    `${site.name} is led by Tom and Ellen Whitcomb, with their daughter Claire heading design and their son Ben running our millwork shop. Since ${founded.newEngland} we have spent more than ${decades} decades on job sites, at drafting tables and at the bench, and a member of the family is involved in every project we take on.`,
    "When you call us, you talk to the people who will design, price and build your project. We keep our team deliberately small so that we can stay that close to every home.",
  ],
  image: "about-family",
  storyTitle: "From New England timber frames to Florida light",
  story: [
    `Our story begins in ${founded.newEngland}, when Tom Whitcomb founded Whitcomb Builders in Massachusetts. For ${newEnglandYears} years the firm restored colonials, capes and saltbox houses, learning the patience of old-house carpentry and the value of a detail built to last a century of winters.`,
    `In ${founded.florida} the family moved south and opened in Orlando under a new name, ${site.name}, a nod to the houses where we learned our trade. Central Florida asked new things of us: hurricane codes, humidity and homes that open onto the outdoors. ${claimText("Projects completed")} projects later, the craftsmanship is the same; the light is brighter.`,
  ],
};

export const aboutSeed = (): SeedItem<AboutData>[] => [
  {
    slug: ABOUT_SLUG,
    position: 0,
    data: { ...aboutPage, image: seedPicture(aboutPage.image, aboutPage.familyTitle) },
  },
];
