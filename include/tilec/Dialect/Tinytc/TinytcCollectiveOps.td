//===- TinytcCollectiveOps.td - functions and collective instructions -*- tablegen -*-===//
#ifndef TILEC_DIALECT_TINYTC_COLLECTIVEOPS_TD
#define TILEC_DIALECT_TINYTC_COLLECTIVEOPS_TD

include "tilec/Dialect/Tinytc/TinytcOpBase.td"

def Tinytc_FuncOp : Tinytc_RegionOp<"func", [IsolatedFromAbove]> {
  let summary = "kernel callable from the host; the block arguments are its parameters";
  let arguments = (ins StrAttr:$sym_name, OptionalAttr<ArrayAttr>:$arg_attrs,
                       OptionalAttr<DictionaryAttr>:$function_attrs);
  let regions = (region SizedRegion<1>:$body);
}

def Tinytc_AllocaOp : Tinytc_Op<"alloca"> {
  let summary = "temporary local memory, freed at the end of the enclosing region";
  let arguments = (ins OptionalAttr<I64Attr>:$alignment);
  let results = (outs AnyType:$result);
}

// BLAS-like updates `X := alpha * f(A, ...) + beta * X`; `atomic` updates X atomically.
def Tinytc_AxpbyOp : Tinytc_Op<"axpby"> {
  let arguments = (ins AnyType:$alpha, AnyType:$a, AnyType:$beta, AnyType:$b,
                       UnitAttr:$atomic, UnitAttr:$trans_a);
}
def Tinytc_CumsumOp : Tinytc_Op<"cumsum"> {
  let arguments = (ins AnyType:$alpha, AnyType:$a, I64Attr:$mode, AnyType:$beta, AnyType:$b,
                       UnitAttr:$atomic);
}
def Tinytc_GemmOp : Tinytc_Op<"gemm"> {
  let arguments = (ins AnyType:$alpha, AnyType:$a, AnyType:$b, AnyType:$beta, AnyType:$c,
                       UnitAttr:$atomic, UnitAttr:$trans_a, UnitAttr:$trans_b);
}
def Tinytc_GemvOp : Tinytc_Op<"gemv"> {
  let arguments = (ins AnyType:$alpha, AnyType:$a, AnyType:$b, AnyType:$beta, AnyType:$c,
                       UnitAttr:$atomic, UnitAttr:$trans_a);
}
def Tinytc_GerOp : Tinytc_Op<"ger"> {
  let arguments = (ins AnyType:$alpha, AnyType:$a, AnyType:$b, AnyType:$beta, AnyType:$c,
                       UnitAttr:$atomic);
}
def Tinytc_HadamardOp : Tinytc_Op<"hadamard"> {
  let arguments = (ins AnyType:$alpha, AnyType:$a, AnyType:$b, AnyType:$beta, AnyType:$c,
                       UnitAttr:$atomic);
}
def Tinytc_SumOp : Tinytc_Op<"sum"> {
  let arguments = (ins AnyType:$alpha, AnyType:$a, AnyType:$beta, AnyType:$b,
                       UnitAttr:$atomic, UnitAttr:$trans_a);
}

def Tinytc_ForeachOp : Tinytc_RegionOp<"foreach", [AttrSizedOperandSegments]> {
  let summary = "SPMD loop over a cartesian range; the block arguments are the loop variables";
  let arguments = (ins Variadic<AnyType>:$from, Variadic<AnyType>:$to);
  let regions = (region SizedRegion<1>:$body);
}

def Tinytc_ForeachTileOp : Tinytc_RegionOp<"foreach_tile", [AttrSizedOperandSegments]> {
  let summary = "SPMD loop over tiles; block arguments: tile offsets, then tile sizes";
  let arguments = (ins Variadic<AnyType>:$from, Variadic<AnyType>:$to,
                       DenseI64ArrayAttr:$tile_shape);
  let regions = (region SizedRegion<1>:$body);
}

def Tinytc_ParallelOp : Tinytc_RegionOp<"parallel"> {
  let summary = "opens an SPMD region";
  let regions = (region SizedRegion<1>:$body);
}

def Tinytc_LifetimeStopOp : Tinytc_Op<"lifetime_stop"> {
  let arguments = (ins AnyType:$object);
}

#endif // TILEC_DIALECT_TINYTC_COLLECTIVEOPS_TD
