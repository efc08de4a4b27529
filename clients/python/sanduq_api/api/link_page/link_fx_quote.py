from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.error_merchantnotapproved import ErrorMERCHANTNOTAPPROVED
from ...models.error_notfound import ErrorNOTFOUND
from ...models.error_paymentexpired import ErrorPAYMENTEXPIRED
from ...models.error_ratelimitexceeded import ErrorRATELIMITEXCEEDED
from ...models.error_servererror import ErrorSERVERERROR
from ...models.error_serviceunavailable import ErrorSERVICEUNAVAILABLE
from ...models.error_validationerror import ErrorVALIDATIONERROR
from ...models.error_walletnotfound import ErrorWALLETNOTFOUND
from ...models.link_fx_quote_body import LinkFxQuoteBody
from ...models.link_fx_quote_response_200 import LinkFxQuoteResponse200
from typing import cast



def _get_kwargs(
    id: str,
    *,
    body: LinkFxQuoteBody,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}


    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/api/v1/links/{id}/fx-quote".format(id=quote(str(id), safe=""),),
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> ErrorMERCHANTNOTAPPROVED | ErrorNOTFOUND | ErrorWALLETNOTFOUND | ErrorPAYMENTEXPIRED | ErrorVALIDATIONERROR | ErrorRATELIMITEXCEEDED | ErrorSERVERERROR | ErrorSERVICEUNAVAILABLE | LinkFxQuoteResponse200 | None:
    if response.status_code == 200:
        response_200 = LinkFxQuoteResponse200.from_dict(response.json())



        return response_200

    if response.status_code == 403:
        response_403 = ErrorMERCHANTNOTAPPROVED.from_dict(response.json())



        return response_403

    if response.status_code == 404:
        def _parse_response_404(data: object) -> ErrorNOTFOUND | ErrorWALLETNOTFOUND:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                response_404_type_0 = ErrorNOTFOUND.from_dict(data)



                return response_404_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            response_404_type_1 = ErrorWALLETNOTFOUND.from_dict(data)



            return response_404_type_1

        response_404 = _parse_response_404(response.json())

        return response_404

    if response.status_code == 422:
        def _parse_response_422(data: object) -> ErrorPAYMENTEXPIRED | ErrorVALIDATIONERROR:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                response_422_type_0 = ErrorVALIDATIONERROR.from_dict(data)



                return response_422_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            response_422_type_1 = ErrorPAYMENTEXPIRED.from_dict(data)



            return response_422_type_1

        response_422 = _parse_response_422(response.json())

        return response_422

    if response.status_code == 429:
        response_429 = ErrorRATELIMITEXCEEDED.from_dict(response.json())



        return response_429

    if response.status_code == 500:
        response_500 = ErrorSERVERERROR.from_dict(response.json())



        return response_500

    if response.status_code == 503:
        response_503 = ErrorSERVICEUNAVAILABLE.from_dict(response.json())



        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[ErrorMERCHANTNOTAPPROVED | ErrorNOTFOUND | ErrorWALLETNOTFOUND | ErrorPAYMENTEXPIRED | ErrorVALIDATIONERROR | ErrorRATELIMITEXCEEDED | ErrorSERVERERROR | ErrorSERVICEUNAVAILABLE | LinkFxQuoteResponse200]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    id: str,
    *,
    client: AuthenticatedClient | Client,
    body: LinkFxQuoteBody,

) -> Response[ErrorMERCHANTNOTAPPROVED | ErrorNOTFOUND | ErrorWALLETNOTFOUND | ErrorPAYMENTEXPIRED | ErrorVALIDATIONERROR | ErrorRATELIMITEXCEEDED | ErrorSERVERERROR | ErrorSERVICEUNAVAILABLE | LinkFxQuoteResponse200]:
    """ A quote to pay a link from the buyer's other currency

     For a buyer short of the link's currency (the page asks after INSUFFICIENT_BALANCE): the link's
    amount priced from the other currency at the platform's rate, for 30 seconds; pay it with
    links/{id}/pay and fx_quote_id. It shows no balance and is usable only with the buyer's PIN.

    Args:
        id (str):
        body (LinkFxQuoteBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorMERCHANTNOTAPPROVED | ErrorNOTFOUND | ErrorWALLETNOTFOUND | ErrorPAYMENTEXPIRED | ErrorVALIDATIONERROR | ErrorRATELIMITEXCEEDED | ErrorSERVERERROR | ErrorSERVICEUNAVAILABLE | LinkFxQuoteResponse200]
     """


    kwargs = _get_kwargs(
        id=id,
body=body,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    id: str,
    *,
    client: AuthenticatedClient | Client,
    body: LinkFxQuoteBody,

) -> ErrorMERCHANTNOTAPPROVED | ErrorNOTFOUND | ErrorWALLETNOTFOUND | ErrorPAYMENTEXPIRED | ErrorVALIDATIONERROR | ErrorRATELIMITEXCEEDED | ErrorSERVERERROR | ErrorSERVICEUNAVAILABLE | LinkFxQuoteResponse200 | None:
    """ A quote to pay a link from the buyer's other currency

     For a buyer short of the link's currency (the page asks after INSUFFICIENT_BALANCE): the link's
    amount priced from the other currency at the platform's rate, for 30 seconds; pay it with
    links/{id}/pay and fx_quote_id. It shows no balance and is usable only with the buyer's PIN.

    Args:
        id (str):
        body (LinkFxQuoteBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorMERCHANTNOTAPPROVED | ErrorNOTFOUND | ErrorWALLETNOTFOUND | ErrorPAYMENTEXPIRED | ErrorVALIDATIONERROR | ErrorRATELIMITEXCEEDED | ErrorSERVERERROR | ErrorSERVICEUNAVAILABLE | LinkFxQuoteResponse200
     """


    return sync_detailed(
        id=id,
client=client,
body=body,

    ).parsed

async def asyncio_detailed(
    id: str,
    *,
    client: AuthenticatedClient | Client,
    body: LinkFxQuoteBody,

) -> Response[ErrorMERCHANTNOTAPPROVED | ErrorNOTFOUND | ErrorWALLETNOTFOUND | ErrorPAYMENTEXPIRED | ErrorVALIDATIONERROR | ErrorRATELIMITEXCEEDED | ErrorSERVERERROR | ErrorSERVICEUNAVAILABLE | LinkFxQuoteResponse200]:
    """ A quote to pay a link from the buyer's other currency

     For a buyer short of the link's currency (the page asks after INSUFFICIENT_BALANCE): the link's
    amount priced from the other currency at the platform's rate, for 30 seconds; pay it with
    links/{id}/pay and fx_quote_id. It shows no balance and is usable only with the buyer's PIN.

    Args:
        id (str):
        body (LinkFxQuoteBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorMERCHANTNOTAPPROVED | ErrorNOTFOUND | ErrorWALLETNOTFOUND | ErrorPAYMENTEXPIRED | ErrorVALIDATIONERROR | ErrorRATELIMITEXCEEDED | ErrorSERVERERROR | ErrorSERVICEUNAVAILABLE | LinkFxQuoteResponse200]
     """


    kwargs = _get_kwargs(
        id=id,
body=body,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    id: str,
    *,
    client: AuthenticatedClient | Client,
    body: LinkFxQuoteBody,

) -> ErrorMERCHANTNOTAPPROVED | ErrorNOTFOUND | ErrorWALLETNOTFOUND | ErrorPAYMENTEXPIRED | ErrorVALIDATIONERROR | ErrorRATELIMITEXCEEDED | ErrorSERVERERROR | ErrorSERVICEUNAVAILABLE | LinkFxQuoteResponse200 | None:
    """ A quote to pay a link from the buyer's other currency

     For a buyer short of the link's currency (the page asks after INSUFFICIENT_BALANCE): the link's
    amount priced from the other currency at the platform's rate, for 30 seconds; pay it with
    links/{id}/pay and fx_quote_id. It shows no balance and is usable only with the buyer's PIN.

    Args:
        id (str):
        body (LinkFxQuoteBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorMERCHANTNOTAPPROVED | ErrorNOTFOUND | ErrorWALLETNOTFOUND | ErrorPAYMENTEXPIRED | ErrorVALIDATIONERROR | ErrorRATELIMITEXCEEDED | ErrorSERVERERROR | ErrorSERVICEUNAVAILABLE | LinkFxQuoteResponse200
     """


    return (await asyncio_detailed(
        id=id,
client=client,
body=body,

    )).parsed
