/** The Telugu feed's words (src/lib/feeds.ts); build-only. */
export const feedWordsTe = {
  title: "హైదరాబాద్ వ్యాపారాలకు చట్ట మార్పులు",
  linkTitle: "చట్ట మార్పులు",
  description: "ఈ సైట్ గైడ్‌లు పాటించే చట్ట మార్పులు (ఫీజులు, పరిమితులు, ఫారాలు, గడువు తేదీలు), ప్రతి దానికీ అధికారిక ఆధారంతో.",
  source: "అధికారిక ఆధారం:",
}
