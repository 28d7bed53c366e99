/** The mock server: serves any catalog by the wire protocol of DESIGN §6, with the test controls of §6.1. */
package dev.genclient.mock;
