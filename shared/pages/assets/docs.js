// /docs: Redoc renders the service's own OpenAPI document (no fetch beyond this origin).
Redoc.init(
  "/api/v1/openapi.json",
  {
    expandResponses: "200,201",
    hideDownloadButton: false,
    jsonSampleExpandLevel: 3,
    theme: { colors: { primary: { main: "#0F5E4B" } } },
  },
  document.getElementById("redoc"),
);
