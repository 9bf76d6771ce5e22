//===- TinytcOpBase.td - base class of tinytc operations --------*- tablegen -*-===//
//
// Operands are unconstrained in ODS (AnyType): every rule is checked by hand-written verifiers
// whose messages name the language rule that failed, at the instruction.
// Regions have no terminators: `yield` is an ordinary instruction that the owning for/if/apply
// checks to be last. Modifiers are unit attributes; instruction variants (add/sub/..., the
// builtins, comparisons) are a string `kind` so that one operation covers one table of the spec.
//
//===----------------------------------------------------------------------===//
#ifndef TILEC_DIALECT_TINYTC_OPBASE_TD
#define TILEC_DIALECT_TINYTC_OPBASE_TD

include "tilec/Dialect/Tinytc/TinytcDialect.td"
include "mlir/IR/OpBase.td"

class Tinytc_Op<string mnemonic, list<Trait> traits = []>
    : Op<Tinytc_Dialect, mnemonic, traits> {
  let hasVerifier = 1;
}

/// An operation owning one single-block region without terminator.
class Tinytc_RegionOp<string mnemonic, list<Trait> traits = []>
    : Tinytc_Op<mnemonic, !listconcat(traits, [NoTerminator, SingleBlock])>;

#endif // TILEC_DIALECT_TINYTC_OPBASE_TD
