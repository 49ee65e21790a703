import * as React from "react"
import { credentials, team } from "../../config/team"
import { Icon } from "../common/Icon"

/**
 * The team (roles, names and photos from src/config/team.ts) and who signs
 * what. A member without a photo gets a clearly marked photo slot.
 */
export function TeamSection() {
  return (
    <div className="team">
      <ul className="team__members">
        {team.map(member => (
          <li key={member.role} className="team-card">
            {member.photo ? (
              <img className="team-card__photo" src={member.photo} width={160} height={160} alt={member.name ?? member.role} loading="lazy" decoding="async" />
            ) : (
              <span className="team-card__photo team-card__photo--slot" data-photo-slot={member.role}>
                <Icon name="camera" size={24} />
                <span>Photo slot</span>
              </span>
            )}
            <span className="team-card__body">
              <strong className="team-card__name">{member.name ?? member.role}</strong>
              {member.name && <span className="team-card__role">{member.role}</span>}
              <span className="team-card__focus">{member.focus}</span>
            </span>
          </li>
        ))}
      </ul>
      <h3 className="team__credentials-heading">Credentials: who signs what</h3>
      <ul className="team__credentials">
        {credentials.map(c => (
          <li key={c}>
            <Icon name="badge" size={22} />
            <span>{c}</span>
          </li>
        ))}
      </ul>
    </div>
  )
}
