//===- CudaTileAssumeAttrs.td - predicates of `assume` ----------*- tablegen -*-===//
//
// Included by CudaTileAttrs.td. The facts `assume` lets the compiler take for granted
// (tile-ir-ops.md §3.9). Each predicate checks its own parameters; whether it fits the value
// it is attached to is checked by `assume`'s verifier. Inside `assume` the `#cuda_tile.`
// prefix is optional and not printed.
//
//===----------------------------------------------------------------------===//
#ifndef TILEC_DIALECT_CUDATILE_ASSUMEATTRS_TD
#define TILEC_DIALECT_CUDATILE_ASSUMEATTRS_TD

class CudaTile_AssumePredicate<string name, string predicateMnemonic>
    : AttrDef<CudaTile_Dialect, name> {
  let mnemonic = predicateMnemonic;
  let hasCustomAssemblyFormat = 1;
  let genVerifyDecl = 1;
}

def CudaTile_DivByAttr : CudaTile_AssumePredicate<"DivBy", "div_by"> {
  let summary = "elements (or addresses) divisible by a power of two, optionally in runs";
  let description = [{
    `div_by<D>`: every element is divisible by D. `div_by<D, every K along A>`: along dimension
    A the elements come in groups of K; the first of each group is divisible by D and the
    others count up from it by one (by one pointee for pointers). On a tensor_view: its base
    address is divisible by D.
  }];
  let parameters = (ins "int64_t":$divisor,
                        OptionalParameter<"std::optional<int64_t>">:$every,
                        OptionalParameter<"std::optional<int64_t>">:$along);
}

def CudaTile_SameElementsAttr : CudaTile_AssumePredicate<"SameElements", "same_elements"> {
  let summary = "elements equal within groups of a given size per dimension";
  let description = [{
    `same_elements<[c0, ..., cr-1]>`: splitting dimension d into groups of c_d elements, all
    elements of one group are equal; 1 makes no claim about that dimension.
  }];
  let parameters = (ins ArrayRefParameter<"int64_t">:$groupSizes);
}

def CudaTile_BoundedAttr : CudaTile_AssumePredicate<"Bounded", "bounded"> {
  let summary = "elements within inclusive signed bounds; `?` leaves a side open";
  let parameters = (ins OptionalParameter<"std::optional<int64_t>">:$lowerBound,
                        OptionalParameter<"std::optional<int64_t>">:$upperBound);
}

#endif // TILEC_DIALECT_CUDATILE_ASSUMEATTRS_TD
