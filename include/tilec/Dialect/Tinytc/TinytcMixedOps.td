//===- TinytcMixedOps.td - instructions allowed in both region kinds -*- tablegen -*-===//
#ifndef TILEC_DIALECT_TINYTC_MIXEDOPS_TD
#define TILEC_DIALECT_TINYTC_MIXEDOPS_TD

include "tilec/Dialect/Tinytc/TinytcOpBase.td"

/// `kind` is the instruction's spelling (add, abs, equal, cos, group_id.x, ...).
def Tinytc_ArithOp : Tinytc_Op<"arith"> {
  let arguments = (ins StrAttr:$kind, AnyType:$lhs, AnyType:$rhs);
  let results = (outs AnyType:$result);
}
def Tinytc_ArithUnaryOp : Tinytc_Op<"arith_unary"> {
  let arguments = (ins StrAttr:$kind, AnyType:$operand);
  let results = (outs AnyType:$result);
}
def Tinytc_MathOp : Tinytc_Op<"math"> {
  let arguments = (ins StrAttr:$kind, AnyType:$operand);
  let results = (outs AnyType:$result);
}
def Tinytc_CompareOp : Tinytc_Op<"compare"> {
  let arguments = (ins StrAttr:$kind, AnyType:$lhs, AnyType:$rhs);
  let results = (outs AnyType:$result);
}
def Tinytc_BuiltinOp : Tinytc_Op<"builtin"> {
  let arguments = (ins StrAttr:$kind);
  let results = (outs AnyType:$result);
}
def Tinytc_AssociatedOp : Tinytc_Op<"associated"> {
  let arguments = (ins AnyType:$object);
  let results = (outs AnyType:$result);
}
def Tinytc_CastOp : Tinytc_Op<"cast"> {
  let arguments = (ins AnyType:$operand);
  let results = (outs AnyType:$result);
}
/// `value`: BoolAttr, IntegerAttr (i64), FloatAttr (f64) or [re, im] as two FloatAttrs.
def Tinytc_ConstantOp : Tinytc_Op<"constant"> {
  let arguments = (ins AnyAttr:$value);
  let results = (outs AnyType:$result);
}
def Tinytc_BarrierOp : Tinytc_Op<"barrier"> {
  let arguments = (ins UnitAttr:$global, UnitAttr:$local);
}

// Memory access. `scope`/`semantics` hold the modifier as written (absent: the defaults).
/// `static_indices` is present when an index is written as an integer constant (`load %0[5, %1]`):
/// it holds every index, ShapedType::kDynamic marking the next `indices` operand in its place.
def Tinytc_LoadOp : Tinytc_Op<"load"> {
  let arguments = (ins AnyType:$object, Variadic<AnyType>:$indices,
                       OptionalAttr<DenseI64ArrayAttr>:$static_indices);
  let results = (outs AnyType:$result);
}
def Tinytc_StoreOp : Tinytc_Op<"store"> {
  let arguments = (ins AnyType:$value, AnyType:$object, Variadic<AnyType>:$indices,
                       OptionalAttr<DenseI64ArrayAttr>:$static_indices);
}
def Tinytc_AtomicLoadOp : Tinytc_Op<"atomic_load"> {
  let arguments = (ins AnyType:$object, Variadic<AnyType>:$indices,
                       OptionalAttr<StrAttr>:$scope, OptionalAttr<StrAttr>:$semantics,
                       OptionalAttr<DenseI64ArrayAttr>:$static_indices);
  let results = (outs AnyType:$result);
}
def Tinytc_AtomicStoreOp : Tinytc_Op<"atomic_store"> {
  let arguments = (ins AnyType:$value, AnyType:$object, Variadic<AnyType>:$indices,
                       OptionalAttr<StrAttr>:$scope, OptionalAttr<StrAttr>:$semantics,
                       OptionalAttr<DenseI64ArrayAttr>:$static_indices);
}
/// kind: atomic_add, atomic_max or atomic_min.
def Tinytc_AtomicUpdateOp : Tinytc_Op<"atomic_update"> {
  let arguments = (ins StrAttr:$kind, AnyType:$value, AnyType:$object, Variadic<AnyType>:$indices,
                       OptionalAttr<StrAttr>:$scope, OptionalAttr<StrAttr>:$semantics,
                       OptionalAttr<DenseI64ArrayAttr>:$static_indices);
  let results = (outs AnyType:$result);
}

// Views. Static entries are attributes; ShapedType::kDynamic marks an operand in its place.
def Tinytc_ExpandOp : Tinytc_Op<"expand"> {
  let arguments = (ins AnyType:$operand, I64Attr:$mode, DenseI64ArrayAttr:$static_expand_shape,
                       Variadic<AnyType>:$expand_shape);
  let results = (outs AnyType:$result);
}
def Tinytc_FuseOp : Tinytc_Op<"fuse"> {
  let arguments = (ins AnyType:$operand, I64Attr:$from, I64Attr:$to);
  let results = (outs AnyType:$result);
}
/// A static size of 0 marks an index without slice (the mode is removed).
def Tinytc_SubviewOp : Tinytc_Op<"subview", [AttrSizedOperandSegments]> {
  let arguments = (ins AnyType:$operand, DenseI64ArrayAttr:$static_offsets,
                       DenseI64ArrayAttr:$static_sizes, Variadic<AnyType>:$offsets,
                       Variadic<AnyType>:$sizes);
  let results = (outs AnyType:$result);
}
def Tinytc_SizeOp : Tinytc_Op<"size"> {
  let arguments = (ins AnyType:$operand, I64Attr:$mode);
  let results = (outs AnyType:$result);
}

// Control flow.
/// Block arguments: loop variable, then the loop-carried values.
def Tinytc_ForOp : Tinytc_RegionOp<"for", [AttrSizedOperandSegments]> {
  let arguments = (ins AnyType:$from, AnyType:$to, Optional<AnyType>:$step,
                       Variadic<AnyType>:$init, OptionalAttr<DictionaryAttr>:$loop_attrs);
  let results = (outs Variadic<AnyType>:$results);
  let regions = (region SizedRegion<1>:$body);
}
/// The else region is empty (no block) when the text has no else branch.
def Tinytc_IfOp : Tinytc_Op<"if", [NoTerminator]> {
  let arguments = (ins AnyType:$condition);
  let results = (outs Variadic<AnyType>:$results);
  let regions = (region SizedRegion<1>:$then_region, MaxSizedRegion<1>:$else_region);
}
def Tinytc_YieldOp : Tinytc_Op<"yield"> {
  let arguments = (ins Variadic<AnyType>:$values);
}

#endif // TILEC_DIALECT_TINYTC_MIXEDOPS_TD
