import * as React from "react"
import { team } from "../../config/team"
import { Icon } from "../common/Icon"
import { useStrings } from "../common/Strings"
import { sectionsEn } from "../../config/strings/sections"

const CREDENTIALS = Object.keys(sectionsEn.credentials) as Array<keyof typeof sectionsEn.credentials>

/**
 * The team (roles, names and photos from src/config/team.ts) and who signs
 * what. A member without a photo gets a clearly marked photo slot.
 */
export function TeamSection() {
  const words = useStrings("sections", sectionsEn)
  return (
    <div className="team">
      <ul className="team__members">
        {team.map(({ key, name, photo }) => {
          const { role, focus } = words.team[key]
          return (
            <li key={key} className="team-card">
              {photo ? (
                <img className="team-card__photo" src={photo} width={160} height={160} alt={name ?? role} loading="lazy" decoding="async" />
              ) : (
                <span className="team-card__photo team-card__photo--slot" data-photo-slot={role}>
                  <Icon name="camera" size={24} />
                  <span>{words.photoSlot}</span>
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
