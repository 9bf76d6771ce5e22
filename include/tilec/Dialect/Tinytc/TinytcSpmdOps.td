//===- TinytcSpmdOps.td - cooperative matrix and subgroup instructions -*- tablegen -*-===//
#ifndef TILEC_DIALECT_TINYTC_SPMDOPS_TD
#define TILEC_DIALECT_TINYTC_SPMDOPS_TD

include "tilec/Dialect/Tinytc/TinytcOpBase.td"

/// Block arguments: row (i32), column (i32), component value.
def Tinytc_CoopApplyOp : Tinytc_RegionOp<"cooperative_matrix_apply"> {
  let arguments = (ins AnyType:$matrix);
  let results = (outs AnyType:$result);
  let regions = (region SizedRegion<1>:$body);
}
def Tinytc_CoopConstructOp : Tinytc_Op<"cooperative_matrix_construct"> {
  let arguments = (ins AnyType:$value);
  let results = (outs AnyType:$result);
}
def Tinytc_CoopExtractOp : Tinytc_Op<"cooperative_matrix_extract"> {
  let arguments = (ins AnyType:$matrix, I64Attr:$index);
  let results = (outs AnyType:$result);
}
def Tinytc_CoopInsertOp : Tinytc_Op<"cooperative_matrix_insert"> {
  let arguments = (ins AnyType:$value, AnyType:$matrix, I64Attr:$index);
  let results = (outs AnyType:$result);
}
/// `checked`: rows_checked, cols_checked or both_checked (absent: unchecked).
def Tinytc_CoopLoadOp : Tinytc_Op<"cooperative_matrix_load"> {
  let arguments = (ins AnyType:$memref, AnyType:$x, AnyType:$y, UnitAttr:$transpose,
                       OptionalAttr<StrAttr>:$checked);
  let results = (outs AnyType:$result);
}
def Tinytc_CoopStoreOp : Tinytc_Op<"cooperative_matrix_store"> {
  let arguments = (ins AnyType:$matrix, AnyType:$memref, AnyType:$x, AnyType:$y,
                       UnitAttr:$transpose, OptionalAttr<StrAttr>:$checked);
}
def Tinytc_CoopAtomicLoadOp : Tinytc_Op<"cooperative_matrix_atomic_load"> {
  let arguments = (ins AnyType:$memref, AnyType:$x, AnyType:$y, UnitAttr:$transpose,
                       OptionalAttr<StrAttr>:$checked, OptionalAttr<StrAttr>:$scope,
                       OptionalAttr<StrAttr>:$semantics);
  let results = (outs AnyType:$result);
}
def Tinytc_CoopAtomicStoreOp : Tinytc_Op<"cooperative_matrix_atomic_store"> {
  let arguments = (ins AnyType:$matrix, AnyType:$memref, AnyType:$x, AnyType:$y,
                       UnitAttr:$transpose, OptionalAttr<StrAttr>:$checked,
                       OptionalAttr<StrAttr>:$scope, OptionalAttr<StrAttr>:$semantics);
}
/// kind: cooperative_matrix_atomic_add, _max or _min.
def Tinytc_CoopAtomicUpdateOp : Tinytc_Op<"cooperative_matrix_atomic_update"> {
  let arguments = (ins StrAttr:$kind, AnyType:$matrix, AnyType:$memref, AnyType:$x, AnyType:$y,
                       UnitAttr:$transpose, OptionalAttr<StrAttr>:$checked,
                       OptionalAttr<StrAttr>:$scope, OptionalAttr<StrAttr>:$semantics);
  let results = (outs AnyType:$result);
}
def Tinytc_CoopMulAddOp : Tinytc_Op<"cooperative_matrix_mul_add"> {
  let arguments = (ins AnyType:$a, AnyType:$b, AnyType:$c);
  let results = (outs AnyType:$result);
}
def Tinytc_CoopPrefetchOp : Tinytc_Op<"cooperative_matrix_prefetch"> {
  let arguments = (ins I64Attr:$cache_level, AnyType:$memref, AnyType:$x, AnyType:$y,
                       I64Attr:$rows, I64Attr:$cols);
}
/// kind: cooperative_matrix_reduce_add, _max or _min; mode: row or column.
def Tinytc_CoopReduceOp : Tinytc_Op<"cooperative_matrix_reduce"> {
  let arguments = (ins StrAttr:$kind, StrAttr:$reduce_mode, AnyType:$matrix);
  let results = (outs AnyType:$result);
}
def Tinytc_CoopScaleOp : Tinytc_Op<"cooperative_matrix_scale"> {
  let arguments = (ins AnyType:$scalar, AnyType:$matrix);
  let results = (outs AnyType:$result);
}
def Tinytc_SubgroupBroadcastOp : Tinytc_Op<"subgroup_broadcast"> {
  let arguments = (ins AnyType:$value, AnyType:$lane);
  let results = (outs AnyType:$result);
}
/// kind: subgroup_{exclusive_scan,inclusive_scan,reduce}_{add,max,min}.
def Tinytc_SubgroupOperationOp : Tinytc_Op<"subgroup_operation"> {
  let arguments = (ins StrAttr:$kind, AnyType:$operand);
  let results = (outs AnyType:$result);
}

#endif // TILEC_DIALECT_TINYTC_SPMDOPS_TD
