//===- CudaTileAttrs.td - attributes of the cuda_tile dialect ---*- tablegen -*-===//
//
// Modifier enums of operations. Their generic spelling follows tile-ir-syntax.md §2: most are
// dialect attributes (`#cuda_tile.rounding<zero>`), while memory ordering, memory scope and
// atomic mode are plain `i32` integers.
//
//===----------------------------------------------------------------------===//
#ifndef TILEC_DIALECT_CUDATILE_ATTRS_TD
#define TILEC_DIALECT_CUDATILE_ATTRS_TD

include "tilec/Dialect/CudaTile/CudaTileDialect.td"
include "mlir/IR/AttrTypeBase.td"
include "mlir/IR/EnumAttr.td"

class CudaTile_EnumAttr<EnumAttrInfo enumInfo, string name>
    : EnumAttr<CudaTile_Dialect, enumInfo, name> {
  let assemblyFormat = "`<` $value `>`";
}

def CudaTile_RoundingModeEnum : I32EnumAttr<"RoundingMode", "rounding mode", [
    I32EnumAttrCase<"nearest_even", 0>,
    I32EnumAttrCase<"zero", 1>,
    I32EnumAttrCase<"negative_inf", 2>,
    I32EnumAttrCase<"positive_inf", 3>,
    I32EnumAttrCase<"approx", 4>,
    I32EnumAttrCase<"full", 5>,
    I32EnumAttrCase<"nearest_int_to_zero", 6>,
    // 13.4: round to nearest, ties away from zero (tile-ir-13.4-13.5.md §2.3).
    I32EnumAttrCase<"nearest_away", 7>,
  ]> {
  let cppNamespace = "::tilec::cuda_tile";
  let genSpecializedAttr = 0;
}
def CudaTile_RoundingModeAttr : CudaTile_EnumAttr<CudaTile_RoundingModeEnum, "rounding">;

def CudaTile_IntegerOverflowEnum : I32EnumAttr<"IntegerOverflow", "integer overflow promise", [
    I32EnumAttrCase<"none", 0>,
    I32EnumAttrCase<"no_signed_wrap", 1>,
    I32EnumAttrCase<"no_unsigned_wrap", 2>,
    I32EnumAttrCase<"no_wrap", 3>,
  ]> {
  let cppNamespace = "::tilec::cuda_tile";
  let genSpecializedAttr = 0;
}
def CudaTile_IntegerOverflowAttr : CudaTile_EnumAttr<CudaTile_IntegerOverflowEnum, "overflow">;

// `signed` and `unsigned` are C++ keywords, hence the capitalised enumerators.
def CudaTile_SignednessEnum : I32EnumAttr<"Signedness", "integer signedness", [
    I32EnumAttrCase<"Unsigned", 0, "unsigned">,
    I32EnumAttrCase<"Signed", 1, "signed">,
  ]> {
  let cppNamespace = "::tilec::cuda_tile";
  let genSpecializedAttr = 0;
}
def CudaTile_SignednessAttr : CudaTile_EnumAttr<CudaTile_SignednessEnum, "signedness">;

// Pointer classification (13.4 `none`; 13.5 `unicast`, `multicast`; tile-ir-13.4-13.5.md §2.2):
// an optional parameter of `ptr<>` and `tensor_view<>`, spelled `#cuda_tile.ptr_attr<none>`.
def CudaTile_PointerClassEnum : I32EnumAttr<"PointerClass", "pointer classification", [
    I32EnumAttrCase<"none", 0>,
    I32EnumAttrCase<"unicast", 1>,
    I32EnumAttrCase<"multicast", 2>,
  ]> {
  let cppNamespace = "::tilec::cuda_tile";
  let genSpecializedAttr = 0;
}
def CudaTile_PtrAttr : CudaTile_EnumAttr<CudaTile_PointerClassEnum, "ptr_attr">;

// Reduction of the 13.5 multimem view ops (numbers from NVIDIA's pre-release encoder,
// tile-ir-13.4-13.5.md §1 [P]); a plain i32 in generic form, a keyword in custom syntax.
def CudaTile_MultimemReductionAttr : I32EnumAttr<"MultimemReduction", "multimem reduction", [
    I32EnumAttrCase<"add", 0>,
    I32EnumAttrCase<"min", 1>,
    I32EnumAttrCase<"max", 2>,
    I32EnumAttrCase<"And", 3, "and">,
    I32EnumAttrCase<"Or", 4, "or">,
    I32EnumAttrCase<"Xor", 5, "xor">,
  ]> {
  let cppNamespace = "::tilec::cuda_tile";
}

def CudaTile_ComparisonPredicateEnum : I32EnumAttr<"ComparisonPredicate", "comparison predicate", [
    I32EnumAttrCase<"equal", 0>,
    I32EnumAttrCase<"not_equal", 1>,
    I32EnumAttrCase<"less_than", 2>,
    I32EnumAttrCase<"less_than_or_equal", 3>,
    I32EnumAttrCase<"greater_than", 4>,
    I32EnumAttrCase<"greater_than_or_equal", 5>,
  ]> {
  let cppNamespace = "::tilec::cuda_tile";
  let genSpecializedAttr = 0;
}
def CudaTile_ComparisonPredicateAttr
    : CudaTile_EnumAttr<CudaTile_ComparisonPredicateEnum, "comparison_predicate">;

def CudaTile_ComparisonOrderingEnum : I32EnumAttr<"ComparisonOrdering", "NaN ordering of cmpf", [
    I32EnumAttrCase<"unordered", 0>,
    I32EnumAttrCase<"ordered", 1>,
  ]> {
  let cppNamespace = "::tilec::cuda_tile";
  let genSpecializedAttr = 0;
}
def CudaTile_ComparisonOrderingAttr
    : CudaTile_EnumAttr<CudaTile_ComparisonOrderingEnum, "comparison_ordering">;

def CudaTile_SymbolVisibilityEnum : I32EnumAttr<"SymbolVisibility", "symbol visibility", [
    I32EnumAttrCase<"Public", 0, "public">,
    I32EnumAttrCase<"Private", 1, "private">,
  ]> {
  let cppNamespace = "::tilec::cuda_tile";
  let genSpecializedAttr = 0;
}
def CudaTile_SymbolVisibilityAttr
    : CudaTile_EnumAttr<CudaTile_SymbolVisibilityEnum, "symbol_visibility">;

// The following three are stored as plain i32 attributes (`memory_scope = 1 : i32`).
def CudaTile_MemoryOrderingAttr : I32EnumAttr<"MemoryOrdering", "memory ordering semantics", [
    I32EnumAttrCase<"weak", 0>,
    I32EnumAttrCase<"relaxed", 1>,
    I32EnumAttrCase<"acquire", 2>,
    I32EnumAttrCase<"release", 3>,
    I32EnumAttrCase<"acq_rel", 4>,
  ]> {
  let cppNamespace = "::tilec::cuda_tile";
}

def CudaTile_MemoryScopeAttr : I32EnumAttr<"MemoryScope", "memory scope", [
    I32EnumAttrCase<"tl_blk", 0>,
    I32EnumAttrCase<"device", 1>,
    I32EnumAttrCase<"sys", 2>,
  ]> {
  let cppNamespace = "::tilec::cuda_tile";
}

// `and`, `or` and `xor` are alternative tokens in C++, hence the capitalised enumerators.
def CudaTile_AtomicModeAttr : I32EnumAttr<"AtomicMode", "atomic read-modify-write operation", [
    I32EnumAttrCase<"And", 0, "and">,
    I32EnumAttrCase<"Or", 1, "or">,
    I32EnumAttrCase<"Xor", 2, "xor">,
    I32EnumAttrCase<"add", 3>,
    I32EnumAttrCase<"addf", 4>,
    I32EnumAttrCase<"max", 5>,
    I32EnumAttrCase<"min", 6>,
    I32EnumAttrCase<"umax", 7>,
    I32EnumAttrCase<"umin", 8>,
    I32EnumAttrCase<"xchg", 9>,
  ]> {
  let cppNamespace = "::tilec::cuda_tile";
}

// `optimization_hints=<sm_90 = {occupancy = 2}, default = {...}>`: one dictionary per target
// architecture. Hints never change results; tilec keeps and prints them.
def CudaTile_OptimizationHintsAttr : AttrDef<CudaTile_Dialect, "OptimizationHints"> {
  let mnemonic = "optimization_hints";
  let parameters = (ins "::mlir::DictionaryAttr":$entries);
  let hasCustomAssemblyFormat = 1;
  let genVerifyDecl = 1;
  let extraClassDeclaration = [{
    /// Parses the `<...>` part; shared by the attribute and by operations that spell it inline.
    static ::mlir::Attribute parseBody(::mlir::AsmParser &parser);
    void printBody(::mlir::AsmPrinter &printer) const;
    bool empty() const { return getEntries().empty(); }
  }];
}

include "tilec/Dialect/CudaTile/CudaTileAssumeAttrs.td"
include "tilec/Dialect/CudaTile/CudaTileDebugInfoAttrs.td"

#endif // TILEC_DIALECT_CUDATILE_ATTRS_TD
