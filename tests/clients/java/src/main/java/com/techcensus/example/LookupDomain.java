package com.techcensus.example;

import com.techcensus.client.ApiClient;
import com.techcensus.client.ApiException;
import com.techcensus.client.ApiResponse;
import com.techcensus.client.api.DomainsApi;
import com.techcensus.client.api.WebsitesApi;
import com.techcensus.client.model.ApiError;
import com.techcensus.client.model.CountryFilter;
import com.techcensus.client.model.DomainProfile;
import com.techcensus.client.model.TechnologyDetection;
import com.techcensus.client.model.TechnologyFilter;
import com.techcensus.client.model.WebsiteCountRequest;
import com.techcensus.client.model.WebsiteFilter;
import java.util.List;
import java.util.stream.Collectors;

/**
 * What an integrator's first program does with the generated client: look up a domain with an API
 * key, count websites by filters (the tagged filter union), and read an error answer. Prints one
 * line per answer for the test to compare with the server's own.
 *
 * <p>Arguments: base URL, API key, a domain the index holds, a technology slug, a country code.
 */
public final class LookupDomain {
  public static void main(String[] args) throws Exception {
    String baseUrl = args[0];
    String apiKey = args[1];
    ApiClient client = new ApiClient();
    client.updateBaseUri(baseUrl);
    client.setRequestInterceptor(request -> request.header("x-api-key", apiKey));

    ApiResponse<DomainProfile> lookup = new DomainsApi(client).domainLookupWithHttpInfo(args[2]);
    DomainProfile profile = lookup.getData();
    String technologies =
        profile.getTechnologies().stream()
            .map(LookupDomain::named)
            .collect(Collectors.joining(", "));
    String charged = lookup.getHeaders().get("x-credits-charged").get(0);
    System.out.println("lookup " + profile.getDomain() + ": " + technologies + " (charged " + charged + ")");

    List<WebsiteFilter> filters =
        List.of(
            new WebsiteFilter(
                new TechnologyFilter().module(TechnologyFilter.ModuleEnum.TECHNOLOGY).technology(args[3])),
            new WebsiteFilter(
                new CountryFilter().module(CountryFilter.ModuleEnum.COUNTRY).values(List.of(args[4]))));
    int count = new WebsitesApi(client).countWebsites(new WebsiteCountRequest().filters(filters)).getCount();
    System.out.println("count " + args[3] + " in " + args[4] + ": " + count);

    try {
      new DomainsApi(client).domainLookup("not-in-the-index.example");
      System.out.println("missing: found");
    } catch (ApiException e) {
      ApiError error = client.getObjectMapper().readValue(e.getResponseBody(), ApiError.class);
      System.out.println("missing: " + e.getCode() + " " + error.getCode().getValue());
    }
  }

  private static String named(TechnologyDetection detection) {
    return detection.getVersion() == null
        ? detection.getName()
        : detection.getName() + " " + detection.getVersion();
  }
}
