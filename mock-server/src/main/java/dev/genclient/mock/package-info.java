/** The mock server: serves any catalog by the wire protocol, with the test controls of docs/mock.md. */
package dev.genclient.mock;
