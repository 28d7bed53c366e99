package dev.genclient.contract;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

/** Reading Prism's log (lines as Prism 5.14.2 writes them): each request with the violations logged after it. */
class PrismPeerLogTest {
  private static final List<String> LOG = List.of(
      "[10:02:05 AM] › [CLI] ▶  start     Prism is listening on http://127.0.0.1:4790",
      "[10:02:09 AM] › [HTTP SERVER] post /ops/terminal.list ℹ  info      Request received",
      "[10:02:09 AM] ›     [NEGOTIATOR] ℹ  info      Request contains an accept header: */*",
      "[10:02:09 AM] ›     [VALIDATOR] ⚠  warning   Request did not pass the validation rules",
      "[10:02:09 AM] ›     [VALIDATOR] ✖  error     No supported content types, but request included a non-empty body",
      "[10:02:09 AM] ›     [NEGOTIATOR] ✔  success   Found response 400. I'll try with it.",
      "[10:02:09 AM] ›     [VALIDATOR] ✖  error     Violation: request No supported content types, but request"
          + " included a non-empty body",
      "[10:02:09 AM] › [HTTP SERVER] get /items/a%2Fb ℹ  info      Request received",
      "[10:02:09 AM] ›     [VALIDATOR] ✔  success   The request passed the validation rules. Looking for the best"
          + " response",
      "[10:02:09 AM] ›     [VALIDATOR] ⚠  warning   Violation: response.body Response body must have required"
          + " property 'name'",
      "[10:02:09 AM] › [HTTP SERVER] get /__prism-peer-barrier/1 ℹ  info      Request received",
      "[10:02:09 AM] › [HTTP SERVER] get /__prism-peer-barrier/1 ✖  error     Request terminated with error:"
          + " https://stoplight.io/prism/errors#NO_PATH_MATCHED_ERROR: Route not resolved, no path matched",
      "[10:02:10 AM] › [HTTP SERVER] post /nowhere ℹ  info      Request received",
      "[10:02:10 AM] › [HTTP SERVER] post /nowhere ✖  error     Request terminated with error:"
          + " https://stoplight.io/prism/errors#NO_PATH_MATCHED_ERROR: Route not resolved, no path matched");

  @Test
  void eachRequestCarriesTheViolationsLoggedAfterIt() {
    List<PrismPeer.Request> requests = PrismPeer.parse(LOG);
    assertEquals(List.of("POST /ops/terminal.list", "GET /items/a%2Fb", "POST /nowhere"),
        requests.stream().map(PrismPeer.Request::toString).toList());
    assertEquals(List.of("request No supported content types, but request included a non-empty body"),
        requests.get(0).requestViolations());
    assertEquals(List.of(), requests.get(0).responseViolations());
    assertEquals(List.of(), requests.get(1).requestViolations());
    assertEquals(List.of("response.body Response body must have required property 'name'"),
        requests.get(1).responseViolations());
    assertEquals(List.of("Request terminated with error: https://stoplight.io/prism/errors#NO_PATH_MATCHED_ERROR:"
        + " Route not resolved, no path matched"), requests.get(2).requestViolations());
  }

  @Test
  void linesBeforeTheFirstRequestAndBarriersBelongToNoRequest() {
    List<PrismPeer.Request> requests = PrismPeer.parse(LOG.subList(10, LOG.size()));
    assertEquals(1, requests.size());
    assertEquals("POST /nowhere", requests.get(0).toString());
  }
}
