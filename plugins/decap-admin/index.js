// Gatsby local plugin: see gatsby-node.ts
