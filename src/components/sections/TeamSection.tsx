import * as React from "react"
import { team } from "../../config/team"
import { Icon } from "../common/Icon"
import { useStrings } from "../common/Strings"
import { sectionsEn } from "../../config/strings/sections"
import { sectionsStaticEn } from "../../config/strings/sections-static"

const CREDENTIALS = Object.keys(sectionsStaticEn.credentials) as Array<keyof typeof sectionsStaticEn.credentials>

/** A name's initials for the circle of a member without a photo: "Asha Rao" gives "AR". */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean)
  const picked = words.length > 1 ? [words[0], words[words.length - 1]] : words
  return picked.map(w => [...w][0]?.toUpperCase() ?? "").join("")
}

/**
 * The team (roles, names and photos from src/config/team.ts) and who signs
 * what. A member without a photo is drawn as a finished card: the initials of
 * their name, or the icon of their role, in a coloured circle.
 */
export function TeamSection() {
  const words = { ...useStrings("sections", sectionsEn), ...useStrings("sectionsStatic", sectionsStaticEn) }
  return (
    <div className="team">
      <ul className="team__members">
        {team.map(({ key, name, photo, icon }) => {
          const { role, focus } = words.team[key]
          return (
            <li key={key} className="team-card">
              {photo ? (
                <img className="team-card__photo" src={photo} width={160} height={160} alt={name ?? role} loading="lazy" decoding="async" />
              ) : (
                // No photo yet: the name's initials, or until there is a name the role's icon, in a coloured circle.
                <span className="team-card__photo team-card__photo--mark" data-team-mark={role} aria-hidden="true">
                  {name ? initials(name) : <Icon name={icon} size={40} />}
                </span>
              )}
              <span className="team-card__body">
                <strong className="team-card__name">{name ?? role}</strong>
                {name && <span className="team-card__role">{role}</span>}
                <span className="team-card__focus">{focus}</span>
              </span>
            </li>
          )
        })}
      </ul>
      <h3 className="team__credentials-heading">{words.credentialsHeading}</h3>
      <ul className="team__credentials">
        {CREDENTIALS.map(key => (
          <li key={key}>
            <Icon name="badge" size={22} />
            <span>{words.credentials[key]}</span>
          </li>
        ))}
      </ul>
    </div>
  )
}
