export { sourceNodes, onCreateNode } from "./gatsby/facts"
export { createSchemaCustomization, createResolvers } from "./gatsby/schema"
export { createPages } from "./gatsby/pages"
export { onPostBuild } from "./gatsby/hosting"
