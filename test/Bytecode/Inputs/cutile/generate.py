# Produced with NVIDIA's cuTile Python (pip package cuda-tile 1.7.0, run without a GPU) as a
# test oracle only: real producer bytecode for tilec's reader. Regenerate with
#   python3 generate.py 13.1 13.2 13.3 13.4 && for f in out/*.tileirbc; do xxd -p $f | tr -d '\n' > $(basename $f .tileirbc).hex; done
# (13.1 and 13.2 need a target architecture: gpu_code sm_90; 13.3+ are architecture independent).
# Produces small .tileirbc files with NVIDIA's cuTile Python, used only as a test oracle.
import io, sys
import cuda.tile as ct
from cuda.tile.compilation import CallingConvention, export_kernel, KernelSignature, ArrayConstraint, ScalarConstraint

TILE = 16

@ct.kernel
def vadd(a, b, c):
    bid = ct.bid(0)
    x = ct.load(a, index=(bid,), shape=(TILE,))
    y = ct.load(b, index=(bid,), shape=(TILE,))
    ct.store(c, index=(bid,), tile=x + y)

@ct.kernel
def scale(a, c, s):
    bid = ct.bid(0)
    x = ct.load(a, index=(bid,), shape=(TILE,))
    ct.store(c, index=(bid,), tile=ct.exp(x * s))

arr = lambda: ArrayConstraint(ct.float32, 1, index_dtype=ct.int32, stride_lower_bound_incl=0, alias_groups=(), may_alias_internally=False)
for version in sys.argv[1:]:
    for name, k, params in [("vadd", vadd, [arr(), arr(), arr()]),
                            ("scale", scale, [arr(), arr(), ScalarConstraint(ct.float32)])]:
        buf = io.BytesIO()
        try:
            export_kernel(k, [KernelSignature(params, CallingConvention.cutile_python_v1())], buf, output_format="tileir_bytecode", gpu_code=(None if version >= "13.3" else "sm_90"),
                          bytecode_version=version)
        except Exception as e:
            print(name, version, "failed:", type(e).__name__, str(e)[:300])
            continue
        open("out/%s-%s.tileirbc" % (name, version), "wb").write(buf.getvalue())
        print(name, version, len(buf.getvalue()))


# --- matmul, softmax and clamp (run the same way; these files were produced at 13.1, 13.3, 13.4)
# import io, sys
# import cuda.tile as ct
# from cuda.tile.compilation import CallingConvention, export_kernel, KernelSignature, ArrayConstraint, ScalarConstraint
#
# @ct.kernel
# def matmul(a, b, c, K: ct.Constant[int]):
#     bx = ct.bid(0); by = ct.bid(1)
#     acc = ct.full((16, 16), 0, dtype=ct.float32)
#     for k in range(K // 16):
#         x = ct.load(a, index=(bx, k), shape=(16, 16))
#         y = ct.load(b, index=(k, by), shape=(16, 16))
#         acc = ct.mma(x, y, acc)
#     ct.store(c, index=(bx, by), tile=acc)
#
# @ct.kernel
# def softmax(a, c):
#     bx = ct.bid(0)
#     x = ct.load(a, index=(bx, 0), shape=(4, 32))
#     m = ct.max(x, axis=1, keepdims=True)
#     e = ct.exp(x - m)
#     s = ct.sum(e, axis=1, keepdims=True)
#     ct.store(c, index=(bx, 0), tile=e / s)
#
# @ct.kernel
# def clamp(a, c):
#     bx = ct.bid(0)
#     x = ct.load(a, index=(bx,), shape=(16,))
#     y = ct.where(x > 0.0, x, x * 0.5)
#     ct.store(c, index=(bx,), tile=y)
#
# def arr(dtype, nd):
#     return ArrayConstraint(dtype, nd, index_dtype=ct.int32, stride_lower_bound_incl=0,
#                            alias_groups=(), may_alias_internally=False)
# for version in sys.argv[1:]:
#     for name, k, params in [("matmul", matmul, [arr(ct.float16, 2), arr(ct.float16, 2), arr(ct.float32, 2), 64]),
#                             ("softmax", softmax, [arr(ct.float32, 2), arr(ct.float32, 2)]),
#                             ("clamp", clamp, [arr(ct.float32, 1), arr(ct.float32, 1)])]:
#         buf = io.BytesIO()
#         try:
#             export_kernel(k, [KernelSignature(params, CallingConvention.cutile_python_v1())], buf,
#                           output_format="tileir_bytecode",
#                           gpu_code=(None if version >= "13.3" else "sm_90"),
#                           bytecode_version=version)
#         except Exception as e:
#             print(name, version, "failed:", type(e).__name__, str(e)[:300]); continue
#         open("out/%s-%s.tileirbc" % (name, version), "wb").write(buf.getvalue())
#         print(name, version, len(buf.getvalue()))