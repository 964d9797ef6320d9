import { type Caller, expectJson, type TestApp } from "./test-app";
import { solidImage } from "./test-images";

/** The calls a case's parties make with evidence photos: upload, report, contest, add more. */
export function caseEvidenceCalls(t: TestApp) {
  const uploadEvidence = async (caller: Caller | undefined, bytes: Uint8Array) =>
    t.api(caller).cases.photos.$post({ form: { file: new File([bytes], "IMG_0001.jpg", { type: "image/jpeg" }) } });

  /** `count` distinct small PNGs uploaded by `caller`, waiting for a case. */
  async function evidenceIds(caller: Caller, count: number): Promise<string[]> {
    const ids: string[] = [];
    for (let i = 0; i < count; i++) {
      const png = await solidImage(40 + i, 30)
        .png()
        .toBuffer();
      ids.push((await expectJson(await uploadEvidence(caller, png), 201)).id);
    }
    return ids;
  }

  const report = (caller: Caller, saleId: string, photoIds: string[]) =>
    t.api(caller).sales[":id"].case.$post({
      param: { id: saleId },
      json: { reason: "not_as_described", description: "The lining is torn, see the photos.", photoIds },
    });

  const contest = (caller: Caller, caseId: string, photoIds: string[]) =>
    t.api(caller).cases[":id"].answer.$post({
      param: { id: caseId },
      json: { action: "contest", text: "It left here whole, see my photos.", photoIds },
    });

  const addPhotos = (caller: Caller | undefined, caseId: string, photoIds: string[]) =>
    t.api(caller).cases[":id"].photos.$post({ param: { id: caseId }, json: { photoIds } });

  return { uploadEvidence, evidenceIds, report, contest, addPhotos };
}
